import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SESSION_TITLE_MAX } from '../../../core/sessions/rules.js';
import { ExpandButton } from './ExpandButton';
import { BriefPriceField } from './BriefPriceField';
import { KeyQuestionsEditor } from './KeyQuestionsEditor';
import { briefPriceOf, stepErrors, type StepErrors, type WizardForm } from './wizard-state';

interface ProjectDetailsStepProps {
  form: WizardForm;
  errors: StepErrors;
  free: boolean;
  setField: <K extends keyof WizardForm>(key: K, value: WizardForm[K]) => void;
  onQuestionLimit: () => void;
}

/** Step 1: what is being tested and what the group should answer. */
export function ProjectDetailsStep({ form, errors, free, setField, onQuestionLimit }: ProjectDetailsStepProps) {
  const titleLength = form.title.length;
  // An error appears when Next is refused and goes as soon as its field is valid: what is shown is the
  // refused fields' current state, never a stale message beside text that is now fine.
  const now = stepErrors(1, form, 0);
  const titleError = errors.title ? now.title : undefined;
  const ideaError = errors.productIdea ? now.productIdea : undefined;
  const titleRef = useRef<HTMLInputElement>(null);
  const ideaRef = useRef<HTMLTextAreaElement>(null);
  // Each refused Next brings the first field in error into view and puts the cursor in it: on a phone
  // the message is otherwise far above the button that was pressed.
  useEffect(() => {
    const first = errors.title ? titleRef.current : errors.productIdea ? ideaRef.current : null;
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  }, [errors]);
  return (
    <Stack gap="lg">
      <TextInput
        label="Session title"
        placeholder="e.g. MealMate pricing test"
        required
        value={form.title}
        maxLength={SESSION_TITLE_MAX}
        onChange={(e) => setField('title', e.currentTarget.value)}
        error={titleError}
        ref={titleRef}
        description={
          <Text component="span" size="xs" c={titleLength >= SESSION_TITLE_MAX ? 'orange' : 'dimmed'} aria-live="polite">
            {titleLength}/{SESSION_TITLE_MAX} characters
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Stack gap={6}>
        <Textarea
          label="Product Idea"
          placeholder="Describe your product or service: what it does, who it is for and why it is different."
          required
          autosize
          minRows={4}
          maxRows={14}
          maxLength={10_000}
          value={form.productIdea}
          onChange={(e) => setField('productIdea', e.currentTarget.value)}
          error={ideaError}
          ref={ideaRef}
        />
        <Group justify="flex-end">
          <ExpandButton text={form.productIdea} field="productIdea" fieldLabel="Product Idea" onExpanded={(t) => setField('productIdea', t)} />
        </Group>
      </Stack>
      <Textarea
        label="Target Audience"
        placeholder="Who is it for? e.g. working parents with young children"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2_000}
        value={form.targetAudience}
        onChange={(e) => setField('targetAudience', e.currentTarget.value)}
      />
      <BriefPriceField value={form.price} onChange={(p) => setField('price', p)} />
      <KeyQuestionsEditor
        questions={form.keyQuestions}
        kinds={form.keyQuestionKinds}
        onChange={(q, k) => {
          setField('keyQuestions', q);
          setField('keyQuestionKinds', k);
        }}
        briefCurrency={briefPriceOf(form.price)?.currency ?? null}
        free={free}
        onLimit={onQuestionLimit}
      />
      <Stack gap={6}>
        <Textarea
          label="Additional Context"
          placeholder="Anything else the group should know: pricing, competitors, timing, constraints."
          autosize
          minRows={3}
          maxRows={12}
          maxLength={10_000}
          value={form.additionalContext}
          onChange={(e) => setField('additionalContext', e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <ExpandButton text={form.additionalContext} field="additionalContext" fieldLabel="Additional Context" onExpanded={(t) => setField('additionalContext', t)} />
        </Group>
      </Stack>
    </Stack>
  );
}

import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUESTIONS } from '../../../core/sessions/rules.js';
import { openDraft, type KindDraft } from '../components/question-kind-draft';
import { KeyQuestionsEditor } from './KeyQuestionsEditor';

function Harness({ free, initial, onLimit, onKinds }: { free: boolean; initial: string[]; onLimit: () => void; onKinds?: (k: KindDraft[]) => void }) {
  const [questions, setQuestions] = useState(initial);
  const [kinds, setKinds] = useState(initial.map(openDraft));
  return (
    <MantineProvider env="test">
      <KeyQuestionsEditor
        questions={questions}
        kinds={kinds}
        onChange={(q, k) => {
          setQuestions(q);
          setKinds(k);
          onKinds?.(k);
        }}
        briefCurrency={null}
        free={free}
        onLimit={onLimit}
      />
    </MantineProvider>
  );
}

describe('key questions', () => {
  it('opens the upgrade prompt instead of adding a sixth question on the free plan', () => {
    const onLimit = vi.fn();
    render(<Harness free initial={[...DEFAULT_QUESTIONS]} onLimit={onLimit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(onLimit).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
  });

  it('lets a paid user add questions and remove them while more than one remains', () => {
    render(<Harness free={false} initial={['Only one?']} onLimit={() => {}} />);
    expect((screen.getByRole('button', { name: 'Remove question 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('keeps each kind with its question when another question is removed', () => {
    const onKinds = vi.fn();
    render(<Harness free={false} initial={['First?', 'How likely are you to buy it?']} onLimit={() => {}} onKinds={onKinds} />);
    fireEvent.click(screen.getAllByRole('radio', { name: 'Scale' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(onKinds.mock.lastCall![0]).toEqual([{ ...openDraft(), kind: 'scale' }]);
    expect((screen.getByRole('radio', { name: 'Scale' }) as HTMLInputElement).checked).toBe(true);
  });
});

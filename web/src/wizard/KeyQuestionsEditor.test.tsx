import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUESTIONS } from '../../../core/sessions/rules.js';
import { KeyQuestionsEditor } from './KeyQuestionsEditor';

function Harness({ free, initial, onLimit }: { free: boolean; initial: string[]; onLimit: () => void }) {
  const [questions, setQuestions] = useState(initial);
  return (
    <MantineProvider env="test">
      <KeyQuestionsEditor questions={questions} onChange={setQuestions} free={free} onLimit={onLimit} />
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
});

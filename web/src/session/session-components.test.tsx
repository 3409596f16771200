import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { ChatComposer } from './ChatComposer';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ConceptText } from './ProjectBriefPanel';

const wrap = (ui: React.ReactNode) => {
  const client = createQueryClient();
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    ),
  });
};

describe('live session pieces', () => {
  it('cuts the product concept to 150 characters with Read more / Show less', () => {
    const text = `${'x'.repeat(150)}TAIL`;
    wrap(<ConceptText text={text} />);
    expect(screen.queryByText(/TAIL/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(/TAIL/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(/TAIL/)).toBeNull();
  });

  it('enables Delete Project only when DELETE is typed exactly, and cuts the name to 50', () => {
    wrap(<DeleteProjectDialog opened sessionId="s1" name={'N'.repeat(60)} onClose={() => {}} />);
    const button = screen.getByRole('button', { name: 'Delete Project' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(`${'N'.repeat(50)}…`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'delete' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    expect(button.disabled).toBe(false);
  });

  it('disables send while the question is blank or a round runs, and says why Enter did not send', () => {
    const onSend = vi.fn(async () => null);
    const { rerender } = wrap(<ChatComposer briefCurrency={null} complete={false} refusal={null} sending={false} onSend={onSend} onGenerateReport={() => {}} />);
    const send = screen.getByRole('button', { name: 'Send question' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Would you buy it?' } });
    expect(send.disabled).toBe(false);
    rerender(
      <ChatComposer
        briefCurrency={null}
        complete={false}
        refusal="Wait until every participant has answered the last question."
        sending={false}
        onSend={onSend}
        onGenerateReport={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: 'Send question' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('Would you buy it?');
    expect(screen.getByText('Wait until every participant has answered the last question.')).toBeTruthy();
  });

  it('empties the input as the question leaves and gives the text back when it is refused', async () => {
    let settle: (refused: string | null) => void = () => {};
    const onSend = vi.fn(() => new Promise<string | null>((resolve) => (settle = resolve)));
    wrap(<ChatComposer briefCurrency={null} complete={false} refusal={null} sending={false} onSend={onSend} onGenerateReport={() => {}} />);
    const input = screen.getByLabelText('Your question') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Would you buy it?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Would you buy it?', {});
    expect(input.value).toBe('');
    await act(async () => settle('Session Complete'));
    expect(input.value).toBe('Would you buy it?');
    expect(screen.getByText('Session Complete')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    await act(async () => settle(null));
    expect(input.value).toBe('');
  });

  it('sends the kind chosen: a scale preset, or a choice once it has two options', async () => {
    const onSend = vi.fn(async () => null);
    wrap(<ChatComposer briefCurrency="EUR" complete={false} refusal={null} sending={false} onSend={onSend} onGenerateReport={() => {}} />);
    const input = screen.getByLabelText('Your question') as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('radio', { name: 'Choice' }));
    fireEvent.change(screen.getByLabelText('New question option 1'), { target: { value: 'Monthly' } });
    fireEvent.change(input, { target: { value: 'Which plan would you pick?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Give 2 to 6 options.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New question option 2'), { target: { value: 'Yearly' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Which plan would you pick?', { kind: 'choice', options: ['Monthly', 'Yearly'] });
    // Sent: the next question starts open again.
    await act(async () => {});
    expect((screen.getByRole('radio', { name: 'Open' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Price' }));
    fireEvent.change(input, { target: { value: 'The most you would pay?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenLastCalledWith('The most you would pay?', { kind: 'price', currency: 'EUR' });
  });

  it('turns into Generate Report once every question is asked', () => {
    const onGenerate = vi.fn();
    wrap(<ChatComposer briefCurrency={null} complete refusal={null} sending={false} onSend={async () => null} onGenerateReport={onGenerate} />);
    expect((screen.getByLabelText('Ready to generate your insight report') as HTMLTextAreaElement).value).toBe('Click to generate report');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(onGenerate).toHaveBeenCalled();
  });
});

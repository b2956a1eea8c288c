import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadingsPanel } from './readings-panel';
import type { ReadingsInput, Verdict } from '@pipeproof/engine';
import type { TestKind } from './types';

const PENDING: Verdict = { status: 'PENDING', reasons: ['Record the actual pressure drop.'] };

/** Holds the readings as the calculator would, recording every change passed on. */
function Harness({
  testKind,
  initial = {},
  verdict = PENDING,
  onChange,
  disabled,
}: {
  testKind: TestKind;
  initial?: ReadingsInput;
  verdict?: Verdict;
  onChange: (next: ReadingsInput) => void;
  disabled?: boolean;
}) {
  const [readings, setReadings] = useState<ReadingsInput>(initial);
  return (
    <>
      <ReadingsPanel
        testKind={testKind}
        readings={readings}
        verdict={verdict}
        disabled={disabled}
        onChange={(next) => {
          onChange(next);
          setReadings(next);
        }}
      />
      <button type="button" onClick={() => setReadings({})}>
        Clear readings
      </button>
    </>
  );
}

function renderPanel(
  testKind: TestKind,
  props: { initial?: ReadingsInput; verdict?: Verdict } = {},
) {
  const onChange = vi.fn<(next: ReadingsInput) => void>();
  const user = userEvent.setup();
  render(<Harness testKind={testKind} onChange={onChange} {...props} />);
  return { user, onChange, lastReadings: () => onChange.mock.lastCall?.[0] };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ReadingsPanel', () => {
  it.each([
    ['strength', ['Actual pressure drop (mbar)']],
    ['tightness', ['Actual pressure drop (mbar)']],
    ['let-by', ['Pressure rise (mbar)']],
    ['purge', ['Actual flow rate (m³/h)', 'Gas content (%)']],
  ] as const)('asks a %s test for %j, on the decimal keypad', (testKind, names) => {
    renderPanel(testKind);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('inputmode'))).toEqual(
      names.map(() => 'decimal'),
    );
    for (const name of names) expect(field(name)).toBeInTheDocument();
    expect(inputs).toHaveLength(names.length);
  });

  it('passes on an accepted pressure drop as a number', async () => {
    const { user, lastReadings } = renderPanel('strength');
    await user.type(field('Actual pressure drop (mbar)'), '1.25');
    expect(lastReadings()).toEqual({ actualPressureDrop: 1.25 });
    expect(field('Actual pressure drop (mbar)')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a negative drop with a message, and passes undefined', async () => {
    const { user, lastReadings } = renderPanel('tightness', { initial: { actualPressureDrop: 2 } });
    const input = field('Actual pressure drop (mbar)');
    expect(input).toHaveValue('2');
    await user.clear(input);
    await user.type(input, '-0.5');
    expect(input).toHaveValue('-0.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Actual pressure drop must be 0 mbar or more'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Actual pressure drop must be 0 mbar or more',
    );
    expect(lastReadings()).toEqual({ actualPressureDrop: undefined });
  });

  it('passes undefined when a field is emptied', async () => {
    const { user, lastReadings } = renderPanel('let-by', { initial: { letByPressureReading: 0 } });
    await user.clear(field('Pressure rise (mbar)'));
    expect(lastReadings()).toEqual({ letByPressureReading: undefined });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a negative let-by rise', async () => {
    const { user, onChange } = renderPanel('let-by');
    await user.type(field('Pressure rise (mbar)'), '-1');
    expect(screen.getByRole('alert')).toHaveTextContent('Pressure rise must be 0 mbar or more');
    expect(onChange).not.toHaveBeenCalledWith({ letByPressureReading: -1 });
  });

  it('refuses gas content of 101 % and keeps the flow rate', async () => {
    const { user, lastReadings } = renderPanel('purge');
    await user.type(field('Actual flow rate (m³/h)'), '2.5');
    await user.type(field('Gas content (%)'), '101');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Gas content must be between 0 % and 100 %',
    );
    expect(lastReadings()).toEqual({ actualFlowRate: 2.5, actualGasContent: undefined });

    await user.type(field('Gas content (%)'), '{Backspace}{Backspace}{Backspace}95.5');
    expect(lastReadings()).toEqual({ actualFlowRate: 2.5, actualGasContent: 95.5 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses more decimals than the step allows', async () => {
    const { user, lastReadings } = renderPanel('purge');
    await user.type(field('Actual flow rate (m³/h)'), '2.55');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Actual flow rate can have at most 1 decimal place',
    );
    expect(lastReadings()).toEqual({ actualFlowRate: undefined });
  });

  it('accepts a decimal comma from a phone keypad', async () => {
    const { user, lastReadings } = renderPanel('strength');
    await user.type(field('Actual pressure drop (mbar)'), '0,75');
    expect(lastReadings()).toEqual({ actualPressureDrop: 0.75 });
  });

  it('empties the fields when the caller clears the readings', async () => {
    const { user } = renderPanel('purge', {
      initial: { actualFlowRate: 3, actualGasContent: 92 },
    });
    expect(field('Gas content (%)')).toHaveValue('92');
    await user.click(screen.getByRole('button', { name: 'Clear readings' }));
    expect(field('Actual flow rate (m³/h)')).toHaveValue('');
    expect(field('Gas content (%)')).toHaveValue('');
  });

  it('shows the verdict it is given, with its reasons', () => {
    renderPanel('tightness', {
      verdict: {
        status: 'FAIL',
        reasons: ['Drop 1.2 mbar is above the maximum allowed 0.8 mbar.'],
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('FAIL');
    expect(screen.getByRole('list', { name: 'Tightness test result' })).toHaveTextContent(
      'Drop 1.2 mbar is above the maximum allowed 0.8 mbar.',
    );
  });

  it('shows PENDING and what is missing', () => {
    renderPanel('strength');
    expect(screen.getByRole('status')).toHaveTextContent('PENDING');
    expect(screen.getByText('Record the actual pressure drop.')).toBeInTheDocument();
  });

  it('locks the inputs when disabled', () => {
    render(<Harness testKind="purge" onChange={vi.fn()} disabled />);
    expect(field('Actual flow rate (m³/h)')).toBeDisabled();
    expect(field('Gas content (%)')).toBeDisabled();
  });
});

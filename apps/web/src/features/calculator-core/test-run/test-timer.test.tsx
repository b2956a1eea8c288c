import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TestTimer } from './test-timer';
import { advance, withFakeClock } from '../test-support/fake-clock';

function renderTimer(props: Partial<Parameters<typeof TestTimer>[0]> = {}) {
  const onComplete = vi.fn();
  const onPhaseComplete = vi.fn();
  render(
    <TestTimer
      stabilisationSeconds={360}
      testDurationSeconds={120}
      onComplete={onComplete}
      onPhaseComplete={onPhaseComplete}
      {...props}
    />,
  );
  return { onComplete, onPhaseComplete };
}

const button = (name: string) => screen.getByRole('button', { name });
/** fireEvent, not user-event: Testing Library's async wrapper waits on a timer that Vitest's fake
 * timers never run. */
const press = (name: string) => fireEvent.click(button(name));
const clock = () => screen.getByRole('timer');
const announcer = () => screen.getByRole('status');

withFakeClock();

describe('TestTimer', () => {
  it('shows the stabilisation phase first, in mm:ss, with both phases listed', () => {
    renderTimer();
    expect(screen.getByRole('region', { name: 'Test timer' })).toBeInTheDocument();
    expect(clock()).toHaveTextContent('06:00');
    expect(clock()).toHaveAccessibleName('Stabilisation · time remaining');
    const phases = within(screen.getByRole('list', { name: 'Timer phases' })).getAllByRole(
      'listitem',
    );
    expect(phases.map((item) => item.textContent)).toEqual(['1Stabilisation06:00', '2Test02:00']);
    expect(phases[0]).toHaveAttribute('aria-current', 'step');
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('Start counts down every second; Stop pauses; Start resumes', () => {
    renderTimer();
    expect(button('Stop')).toHaveAttribute('aria-disabled', 'true');
    press('Start');
    expect(button('Start')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Running')).toBeInTheDocument();
    advance(3000);
    expect(clock()).toHaveTextContent('05:57');

    press('Stop');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    advance(30_000);
    expect(clock()).toHaveTextContent('05:57');

    press('Start');
    advance(2000);
    expect(clock()).toHaveTextContent('05:55');
    // The seconds are never announced.
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('announces the end of stabilisation and waits at the test preset for Start', () => {
    const { onComplete, onPhaseComplete } = renderTimer();
    press('Start');
    advance(360_000);
    expect(onPhaseComplete).toHaveBeenCalledExactlyOnceWith('stabilisation', 'ran-out');
    expect(onComplete).not.toHaveBeenCalled();
    expect(announcer()).toHaveTextContent(
      'Stabilisation complete. Note the gauge reading, then press Start to begin the test.',
    );
    expect(clock()).toHaveTextContent('02:00');
    expect(clock()).toHaveAccessibleName('Test · time remaining');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Test');
    advance(10_000);
    expect(clock()).toHaveTextContent('02:00');
  });

  it("shows 'Timer Complete!' when the test period ends, and fires onComplete once", () => {
    const { onComplete } = renderTimer({ stabilisationSeconds: null });
    expect(screen.queryByRole('list', { name: 'Timer phases' })).not.toBeInTheDocument();
    expect(clock()).toHaveAccessibleName('Test · time remaining');
    press('Start');
    advance(119_000);
    expect(clock()).toHaveTextContent('00:01');
    expect(onComplete).not.toHaveBeenCalled();
    advance(1000);
    expect(clock()).toHaveTextContent('00:00');
    expect(announcer()).toHaveTextContent('Timer Complete!');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(button('Start')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Skip')).toHaveAttribute('aria-disabled', 'true');
    advance(60_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('does not drift: 90 s in one jump of the clock shows 90 s gone', () => {
    renderTimer();
    press('Start');
    act(() => {
      vi.setSystemTime(Date.now() + 90_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(clock()).toHaveTextContent('04:30');
    advance(90_000);
    expect(clock()).toHaveTextContent('03:00');
  });

  it('Reset goes back to the phase preset and clears Timer Complete!', () => {
    renderTimer({ stabilisationSeconds: null });
    expect(button('Reset')).toHaveAttribute('aria-disabled', 'true');
    press('Start');
    advance(45_000);
    press('Reset');
    expect(clock()).toHaveTextContent('02:00');
    expect(screen.getByText('Ready')).toBeInTheDocument();

    press('Skip');
    expect(announcer()).toHaveTextContent('Timer Complete!');
    press('Reset');
    expect(announcer()).toBeEmptyDOMElement();
    expect(clock()).toHaveTextContent('02:00');
    expect(button('Start')).toHaveAttribute('aria-disabled', 'false');
  });

  it('Skip ends stabilisation, then the test, firing each completion', () => {
    const { onComplete, onPhaseComplete } = renderTimer();
    press('Skip');
    expect(onPhaseComplete).toHaveBeenCalledExactlyOnceWith('stabilisation', 'skipped');
    expect(clock()).toHaveTextContent('02:00');
    expect(onComplete).not.toHaveBeenCalled();

    press('Skip');
    expect(onPhaseComplete).toHaveBeenLastCalledWith('test', 'skipped');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(clock()).toHaveTextContent('00:00');
    expect(announcer()).toHaveTextContent('Timer Complete!');
  });

  it('auto-starts when asked', () => {
    renderTimer({ autoStart: true });
    advance(5000);
    expect(clock()).toHaveTextContent('05:55');
  });

  it('counts up with no Skip when there is no test preset', () => {
    renderTimer({ stabilisationSeconds: null, testDurationSeconds: 0 });
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(clock()).toHaveAccessibleName('Test · time elapsed');
    press('Start');
    advance(65_000);
    expect(clock()).toHaveTextContent('01:05');
  });

  it('keeps unavailable buttons focusable (aria-disabled) and ignores their presses', () => {
    const { onComplete } = renderTimer({ stabilisationSeconds: null });
    press('Stop');
    press('Reset');
    expect(screen.getByText('Ready')).toBeInTheDocument();
    press('Start');
    // Still in the tab order, so focus stays where the engineer pressed.
    expect(button('Start')).not.toBeDisabled();
    press('Start');
    advance(1000);
    expect(clock()).toHaveTextContent('01:59');
    press('Skip');
    press('Skip');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('gives every control a 48 px (or larger) target', () => {
    renderTimer();
    for (const name of ['Start', 'Stop', 'Reset', 'Skip']) {
      expect(button(name)).toHaveClass('min-h-14');
    }
  });
});

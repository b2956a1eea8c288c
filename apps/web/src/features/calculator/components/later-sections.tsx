import type { RunActions } from '../hooks/use-calculator-actions';
import type { CalculatorPageModel } from '../hooks/use-calculator-page';
import { InstallationTypeSection } from './installation-type-section';
import { MeterConfigurationSection } from './meter-configuration-section';
import { PipeConfigurationSection } from './pipe-configuration-section';
import { TestSelectionSection } from './test-selection-section';
import { TestSetupSection } from './test-setup-section';

/*
 * The step calculators' sections after Job Details, which a blank job does not show until its Job
 * Details are complete (sections.ts). They come with the calculator engine, on the engineer's
 * first tap, key or focus: the next step's code fetched while the job details are typed, not on
 * the first load (decision 0236, decision 0847); and so does laying them out.
 */

/** Installation Type to Test Setup, each once the sections before it are done (product.md §2). */
export function LaterSections({ run, page }: { run: RunActions; page: CalculatorPageModel }) {
  const { draft, dispatch, tier, actions, isShown } = page;
  return (
    <>
      {isShown('installation-type') ? (
        <InstallationTypeSection
          step={2}
          draft={draft}
          dispatch={dispatch}
          fold={page.foldFor('installation-type')}
        />
      ) : null}
      {isShown('test-selection') ? (
        <TestSelectionSection
          step={3}
          draft={draft}
          dispatch={dispatch}
          canPurge={page.canPurge}
          fold={page.foldFor('test-selection')}
        />
      ) : null}
      {isShown('pipe-configuration') ? (
        <PipeConfigurationSection
          step={4}
          draft={draft}
          dispatch={dispatch}
          tier={tier}
          liveVolume={page.liveVolume}
          fold={page.foldFor('pipe-configuration')}
        />
      ) : null}
      {isShown('meter-configuration') ? (
        <MeterConfigurationSection
          step={5}
          draft={draft}
          dispatch={dispatch}
          fold={page.foldFor('meter-configuration')}
        />
      ) : null}
      {isShown('test-setup') ? (
        <TestSetupSection
          step={6}
          draft={draft}
          dispatch={dispatch}
          canPurge={page.canPurge}
          pressureWarning={page.pressureWarning}
          onCalculate={run.calculate}
          isCalculating={actions.isCalculating}
          fold={page.foldFor('test-setup')}
        />
      ) : null}
    </>
  );
}

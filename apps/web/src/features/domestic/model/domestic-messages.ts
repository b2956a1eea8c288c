/* The domestic calculator's words (docs/product.md, /domestic). */
export const DOMESTIC_MESSAGES = {
  title: 'Domestic Calculator',
  subtitle: 'Let-by, tightness and purge · IGEM/UP/1B Edition 4',
  savedOnDevice: 'Saved on this device as you type.',
  missing: {
    gasType: 'the gas',
    installationType: 'new or existing',
    appliances: 'whether appliances are connected',
    gauge: 'the gauge',
    operatingPressure: 'the operating pressure',
    reducedPressure: 'the pressure reached',
    pipework: 'a pipe run with a size and a length',
    meter: 'the meter (or No meter)',
  },
  stillNeeded: 'Still needed for the test:',
  overVolumeTitle: 'Too large for a domestic test',
  openCommercial: 'Open the Commercial Calculator',
  carryOverTitle: 'Take this job to the Commercial Calculator?',
  carryOverIntro:
    'IGE/UP/1A applies above 0.035 m³. This domestic job stays here as it is; the Commercial Calculator starts a new job from it.',
  carryOverLoading: 'Getting the Commercial Calculator ready',
  carryOverFailed:
    'The Commercial Calculator could not be loaded. Check the connection and try again.',
  carryOverRefused:
    'This browser did not store the job. Free some space or leave private browsing, then try again.',
  letByTitle: 'Let-by Test',
  testTitle: 'Tightness Test',
  retestTitle: 'Retest: Pipework Only',
  verdictTitle: 'Result',
  purgeTitle: 'Purge Volume',
  recordTitle: 'Record and Certificate',
  smellQuestion: 'Is there a smell of gas?',
  recordTest: 'Record Test',
  recorded: 'Test recorded.',
  notRecorded: 'Test not saved to your account.',
  refusedNoCertificate:
    'This test is not saved to your account, so its certificate cannot be issued. Record it again once the reason above is put right.',
  recordAgain: 'Record Changes',
  newJob: 'Start a New Job',
  jobDetailsFirst: 'Fill in the five job details first: they are printed on the test record.',
  signInToSave: 'Sign in to save this job to your account and issue its certificate.',
  checkInputs: 'Check these inputs:',
} as const;

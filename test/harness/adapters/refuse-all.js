// A plain JavaScript test adapter, loadable by the built CLI without a TypeScript loader: an engine that rejects
// every action and leaves the state as it was. Every fixture that expects an acceptance fails against it.
const adapter = {
  describe() {
    return {
      name: 'refuse-all',
      version: '1.0.0',
      language: 'javascript',
      parallelSafe: true,
      capabilities: ['report.events', 'report.total-cost'],
    };
  },
  run(scenario) {
    const state = JSON.parse(JSON.stringify(scenario.given));
    for (const item of state.chain) delete item.decisions;
    return { steps: scenario.when.map(() => ({ outcome: 'rejected', code: 'timing/not-allowed', events: [], state })) };
  },
};

export default adapter;

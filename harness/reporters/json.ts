import type { ReporterFactory } from '../report/reporter.js';

/** The JSON report on standard output, and nothing else there: for machines. */
const createJsonReporter: ReporterFactory = ({ io }) => ({
  onRunEnd({ report }) {
    io.out(`${JSON.stringify(report, null, 2)}\n`);
  },
});

export default createJsonReporter;

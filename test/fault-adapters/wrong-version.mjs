// Answers start with protocol version 2, which this harness does not speak.
import { createInterface } from 'node:readline';

for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  if (command.cmd === 'start') {
    process.stdout.write(
      `${JSON.stringify({ version: 2, implementation: { name: 'future', version: '9.0.0', language: 'javascript', capabilities: [] } })}\n`,
    );
  }
  if (command.cmd === 'stop') break;
}

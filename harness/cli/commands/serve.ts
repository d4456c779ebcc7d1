import type { Command } from 'commander';
import { loadAdapter } from '../../adapters/registry.js';
import { serve } from '../../protocol/serve.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';

interface ServeOptions {
  readonly adapter: string;
}

async function serveCommandAction(options: ServeOptions, context: CommandContext): Promise<number> {
  const adapter = await loadAdapter(options.adapter, context.cwd);
  await serve(adapter, process.stdin, context.io.out, context.io.err);
  process.stdin.destroy(); // stop was read: nothing more will be, and an open stdin would keep the process alive
  return EXIT.ok;
}

/** `serve`: an in-process adapter (the reference engine by default) as a protocol v1 server on stdin and stdout. */
export const serveCommand: CommandModule = {
  name: 'serve',
  register(program: Command, context) {
    program
      .command('serve')
      .description('serve an in-process adapter over protocol v1 on stdin/stdout (use it as an --adapter-command)')
      .option('--adapter <name-or-path>', 'a registered adapter name or a module path (./my-adapter.js)', 'reference')
      .action(async (options: ServeOptions) => {
        context.exit(await serveCommandAction(options, context));
      });
  },
};

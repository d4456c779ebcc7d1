import type {
  QueryCommand,
  QueryResult,
  RunCommand,
  RunResult,
  StartCommand,
  StartedReply,
  StopCommand,
} from '../../schemas/types/generated.js';
import { validateDocument, type SchemaErrors } from '../schema/validators.js';

/** Every protocol message, by the document kind of its schema (schemas/protocol/). */
export interface ProtocolMessages {
  readonly start: StartCommand;
  readonly started: StartedReply;
  readonly run: RunCommand;
  readonly runResult: RunResult;
  readonly stop: StopCommand;
  readonly query: QueryCommand;
  readonly queryResult: QueryResult;
}

/** A protocol message kind. */
export type MessageKind = keyof ProtocolMessages;

/** A message checked against its schema: the typed value, or the schema errors. */
export type Checked<K extends MessageKind> =
  { readonly ok: true; readonly value: ProtocolMessages[K] } | { readonly ok: false; readonly errors: SchemaErrors };

/** Validates one protocol message, in either direction, with the harness's one shared Ajv instance. */
export function checkMessage<K extends MessageKind>(kind: K, value: unknown): Checked<K> {
  const errors = validateDocument(kind, value);
  return errors.length === 0 ? { ok: true, value: value as ProtocolMessages[K] } : { ok: false, errors };
}

import type { Rejection } from './types.js';

export { Session, type EngineContext } from '../rule-table.js';

export function isRejection(value: object): value is Rejection {
  return 'code' in value && 'detail' in value;
}

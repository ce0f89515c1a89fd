import 'server-only';
import { readBuiltPages, type BuiltPages } from '@/lib/built-pages';

export { readBuiltPages, type BuiltPages };

let built: { value: BuiltPages | undefined } | undefined;

/** The build's list (lib/built-pages.ts), read once per process. */
export function builtPages(): BuiltPages | undefined {
  return (built ??= { value: readBuiltPages() }).value;
}

import { useCallback, useState } from 'react';
import type { ShellResult } from '../http/index';
import { successMessages } from './accountApi';

export interface SubmitState {
  busy: boolean;
  /** General error (messages without a known field). */
  error: string | null;
  /** Field errors by control name. */
  fieldErrors: Record<string, string>;
  /** Success texts from the server. */
  info: string[];
}

/**
 * Runs an account request: busy flag, error texts (field-level when the server names the
 * control), success messages. `run` resolves with the data or null on failure.
 */
export function useSubmit(fields: readonly string[]) {
  const [state, setState] = useState<SubmitState>({ busy: false, error: null, fieldErrors: {}, info: [] });
  const run = useCallback(
    async <T>(request: () => Promise<ShellResult<T>>): Promise<T | null> => {
      setState({ busy: true, error: null, fieldErrors: {}, info: [] });
      const result = await request();
      if (result.error) {
        const fieldErrors: Record<string, string> = {};
        const general: string[] = [];
        for (const m of result.error.userMessages) {
          if (m.controlName && fields.includes(m.controlName) && !fieldErrors[m.controlName])
            fieldErrors[m.controlName] = m.message;
          else general.push(m.message);
        }
        const error =
          general.length > 0
            ? general.join('; ')
            : Object.keys(fieldErrors).length > 0
              ? null
              : result.error.message;
        setState({ busy: false, error, fieldErrors, info: [] });
        return null;
      }
      setState({ busy: false, error: null, fieldErrors: {}, info: successMessages(result.data) });
      return result.data;
    },
    [fields],
  );
  return { ...state, run };
}

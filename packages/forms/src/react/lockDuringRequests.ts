import type { HttpClient } from '@insulcalc/shell/http';
import type { FormModel } from '../core/index';

/**
 * Spec §7: "The form may be locked during a request (default on)". Every request of the app's
 * HTTP client whose `lockForm` is on (the default; the shell's own calls and the form transport
 * say off) locks the form until it ends — a lookup's search, a toolbar action, a script's call.
 * Returns the unregister function.
 */
export function lockDuringRequests(model: FormModel, http: HttpClient): () => void {
  return http.registerHooks({
    onRequestStart: (info) => {
      if (info.lockForm) model.lock();
    },
    onRequestEnd: (info) => {
      if (info.lockForm) model.unlock();
    },
  });
}

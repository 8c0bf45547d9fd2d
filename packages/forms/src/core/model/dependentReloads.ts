import { CONCURRENCY_TOKENS_ELEMENT, formReloadAnswerSchema } from '../definition/index';
import { FormError, reloadSupersededText } from './errors';
import type { FieldStore } from './fieldStore';
import { DISPLAY_CONTROL_TYPES } from './fieldTypes';
import type { FormAreaMessage, FormState } from './formTypes';
import { LatestRequests } from './latestRequests';
import type { FormTransport } from './transport';

/** What a dependent reload needs from the form around it. */
export interface DependentReloadHost {
  readonly fields: FieldStore;
  state(): Pick<FormState, 'data' | 'entityInstanceId'>;
  lock(): void;
  unlock(): void;
  applyMessages(messages: readonly FormAreaMessage[]): void;
  track<T>(work: Promise<T>): Promise<T>;
  report(error: unknown): void;
}

/**
 * Spec §4 dependent reloads: a change of a field the definition lists in `elementDependencies`
 * asks the server for its dependents' new data. The form is locked while the request runs; only
 * the latest request per source applies, an older answer is discarded with an error.
 */
export class DependentReloads {
  private readonly requests = new LatestRequests();

  constructor(
    private readonly host: DependentReloadHost,
    private readonly transport: Pick<FormTransport, 'reload'>,
  ) {}

  reload(source: string): Promise<void> {
    const host = this.host;
    const data = host.state().data;
    const targets = data?.elementDependencies[source];
    if (!data || !targets || targets.length === 0) return Promise.resolve();
    const requestId = this.requests.begin(source);
    host.lock();
    const dependantValues: Record<string, unknown> = {};
    for (const record of host.fields.all())
      if (!DISPLAY_CONTROL_TYPES.has(record.element.controlType))
        dependantValues[record.element.name] = record.value;
    const work = (async () => {
      try {
        const raw = await this.transport.reload(data.formId, requestId, {
          entityInstanceId: host.state().entityInstanceId,
          parentEntityAttributeId: data.parentEntityAttributeId ?? null,
          parentEntityInstanceId: data.parentEntityInstanceId ?? null,
          reloadRequests: targets.map((name) => ({ ElementBaseName: name })),
          dependantValues: dependantValues as Record<string, never>,
          parameters: data.parameters,
        });
        if (!this.requests.isLatest(source, requestId)) {
          host.report(new FormError('reloadSuperseded', reloadSupersededText(source)));
          return;
        }
        const answer = formReloadAnswerSchema.parse(raw);
        for (const [name, elementData] of Object.entries(answer.data)) {
          if (name === CONCURRENCY_TOKENS_ELEMENT) continue;
          host.fields.applyElementData(name, elementData);
        }
        host.applyMessages(answer.userMessages);
      } catch (error) {
        host.report(error);
      } finally {
        host.unlock();
      }
    })();
    return host.track(work);
  }
}

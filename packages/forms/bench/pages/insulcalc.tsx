import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@insulcalc/i18n';
// The package's lean entry, as an embedding team imports it (bench:forms installs the packed tarball).
import {
  FormModel,
  FormView,
  createBasicControlRegistry,
  createRecordingTransport,
  createRecordingView,
} from '@insulcalc/forms/basic';
import { generateForm } from '../../src/stories/generateForm';
import formTexts from 'bench:forms-texts-en';
import { countRenders, measureKeystrokes, pageReady, until } from './protocol';

const messages: Record<string, string> = {
  ...formTexts,
  validation_required: 'This field is required.',
};

// The bench form uses the basic controls only (a form without heavy editors): the page's registry
// is those, so its bundle leaves out the lists', grids' and editors' entry code.
const controlRegistry = createBasicControlRegistry();
const data = generateForm();
const firstRuled = data.elements!.find((element) => element.rules?.visible)!;
const ruleBoolean = (firstRuled.rules!.visible as { '==': [{ var: string }, boolean] })['=='][0].var;
const lastField = data.elements![data.elements!.length - 1]!.name;
let model: FormModel;

const cell = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`);

window.__bench = {
  async mount() {
    const start = performance.now();
    model = new FormModel({
      transport: createRecordingTransport(data),
      formView: createRecordingView(),
      validators: controlRegistry.validators(),
    });
    await model.load({ formId: data.formId, entityInstanceId: null });
    model.markRendered();
    createRoot(document.getElementById('root')!).render(
      <I18nProvider language="en" messages={messages} isProduction>
        <FormView model={model} registry={controlRegistry} formKey="bench" />
      </I18nProvider>,
    );
    return until(() => cell(lastField) !== null, start);
  },
  keystrokes: (count) => measureKeystrokes(cell('f001')!.querySelector('input')!, count),
  rendersPerKeystroke: (count) => countRenders(cell('f003')!.querySelector('input')!, count),
  async toggleRule() {
    const start = performance.now();
    cell(ruleBoolean)!.querySelector('input')!.click();
    return until(() => cell(firstRuled.name)?.hidden === false, start);
  },
  async validateAll() {
    // A fresh model state: clear what the keystroke runs typed.
    for (const name of ['f001', 'f003']) model.setValue(name, null);
    await until(() => true, performance.now());
    const start = performance.now();
    model.validate();
    return until(() => document.querySelectorAll('.ic-field-error').length > 0, start);
  },
  errorsShown: () => document.querySelectorAll('.ic-field-error').length,
};
pageReady();

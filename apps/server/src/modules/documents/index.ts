import type { ServerModule } from '../types';
import { closeRenderPool } from './renderPool';
import { documentRoutes } from './routes';
import { seedDocuments } from './seed';

export { attachmentDisposition, sendDocument } from './routes';
export { readTemplateSeeds, seedDocuments } from './seed';
export {
  differencesOf,
  figuresOf,
  groupsOf,
  sentDocumentsOf,
  storeSentDocument,
  type FigureDifference,
  type FigureGroup,
} from './sentDocuments';
export {
  DocumentNotFoundError,
  TemplateError,
  contextBuilder,
  documentFont,
  findTemplate,
  registerDocumentContext,
  renderDocument,
  renderEnvironment,
  type ContextRequest,
  type DocumentContextBuilder,
  type RenderOptions,
  type RenderedDocument,
} from './service';

/**
 * Document templates (issue 16): versioned document definitions (seed/documents) rendered to PDF
 * or DOCX in the reader's language. Routes under /api/v1/documents: the template list, one
 * template with its versions, draft save / publish, the test render and the download for an
 * instance. Other modules render through {@link renderDocument}.
 */
export const documentsModule: ServerModule = {
  name: 'documents',
  prefix: '/api/v1/documents',
  plugin: async (app, options) => {
    // The render threads end with the server (graceful shutdown, tests).
    app.addHook('onClose', () => closeRenderPool(options.ctx));
    await documentRoutes(app, options);
  },
  seed: seedDocuments,
};

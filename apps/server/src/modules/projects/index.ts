import type { FastifyRequest } from 'fastify';
import { ProblemError } from '../../http/problem';
import { parseTranslated, problem } from '../account/index';
import { requireUser } from '../account/index';
import type { ModulePlugin, ServerModule } from '../types';
import {
  projectDto,
  projectSelectedDto,
  projectSummaryList,
  selectedProjectDto,
} from '@insulcalc/api-schema';
import { z } from 'zod';
import { createProjectBody, projectIdParams, saveProjectBody, selectProjectBody } from './schema';
import {
  createProject,
  deleteProject,
  findOwnProject,
  getSelectedProjectId,
  listProjects,
  saveProject,
  setSelectedProjectId,
  toDto,
} from './store';

export type { ProjectDto, ProjectSummaryDto } from './store';
export { storedCalculationSchema } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Saved projects of the signed-in user (spec §6: "Saved projects load only for authenticated
 * users"; anonymous → 401 problem+json). All under /api/v1/project:
 *
 * | method | path        | body                                   | answer |
 * |--------|-------------|----------------------------------------|--------|
 * | GET    | /           |                                        | ProjectSummaryDto[] (newest first) |
 * | POST   | /           | { name, calculationData, select? }     | 201 ProjectDto; selected unless select=false |
 * | GET    | /selected   |                                        | { projectId } (null when none) |
 * | PUT    | /selected   | { projectId }                          | { projectId } |
 * | GET    | /{id}       |                                        | ProjectDto (calculationData in the flat stored form) |
 * | PUT    | /{id}       | { name, calculationData, concurrencyToken } | ProjectDto with the new token; stale token → 409 |
 * | DELETE | /{id}       |                                        | 204 |
 */
const tags = ['projects'];
const security = [{ session: [] }];
const docs = {
  list: {
    tags,
    security,
    summary: 'The signed-in user’s projects, newest first',
    response: { 200: projectSummaryList },
  },
  create: {
    tags,
    security,
    summary: 'Save a new project (selected unless select=false)',
    body: createProjectBody,
    response: { 201: projectDto },
  },
  selected: {
    tags,
    security,
    summary: 'The id of the user’s selected project (null when none)',
    response: { 200: selectedProjectDto },
  },
  select: {
    tags,
    security,
    summary: 'Select a project',
    body: selectProjectBody,
    response: { 200: projectSelectedDto },
  },
  get: {
    tags,
    security,
    summary: 'A project with its calculations in the stored (flat) form',
    params: projectIdParams,
    response: { 200: projectDto },
  },
  save: {
    tags,
    security,
    summary: 'Save a project; a stale concurrencyToken answers 409 with the current one',
    params: projectIdParams,
    body: saveProjectBody,
    response: { 200: projectDto },
  },
  remove: {
    tags,
    security,
    summary: 'Delete a project',
    params: projectIdParams,
    response: { 204: z.null().describe('Deleted.') },
  },
};

const routes: ModulePlugin = async (app, { ctx }) => {
  const notFound = (request: FastifyRequest) =>
    problem(ctx, request, 404, 'Project_NotFound', { detail: 'No such project.' });

  const idFrom = async (request: FastifyRequest): Promise<string> => {
    const raw = (request.params as { projectId?: unknown }).projectId;
    if (typeof raw !== 'string' || !UUID.test(raw)) throw await notFound(request);
    return (await parseTranslated(ctx, request, projectIdParams, request.params)).projectId.toLowerCase();
  };

  app.get('/', { schema: docs.list }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return listProjects(ctx.db, user.id);
  });

  app.post('/', { schema: docs.create }, async (request, reply) => {
    const user = await requireUser(request);
    const body = await parseTranslated(ctx, request, createProjectBody, request.body);
    const row = await createProject(ctx.db, user.id, body.name, body.calculationData);
    if (body.select !== false) await setSelectedProjectId(ctx.db, user.id, row.id);
    reply.code(201).header('location', `/api/v1/project/${row.id}`);
    return toDto(row);
  });

  app.get('/selected', { schema: docs.selected }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return { projectId: await getSelectedProjectId(ctx.db, user.id) };
  });

  app.put('/selected', { schema: docs.select }, async (request) => {
    const user = await requireUser(request);
    const { projectId } = await parseTranslated(ctx, request, selectProjectBody, request.body, {
      controlNames: { projectId: 'projectId' },
    });
    const id = projectId.toLowerCase();
    if (!(await findOwnProject(ctx.db, user.id, id))) throw await notFound(request);
    await setSelectedProjectId(ctx.db, user.id, id);
    return { projectId: id };
  });

  app.get('/:projectId', { schema: docs.get }, async (request, reply) => {
    const user = await requireUser(request);
    const id = await idFrom(request);
    const row = await findOwnProject(ctx.db, user.id, id);
    if (!row) throw await notFound(request);
    reply.header('cache-control', 'no-store');
    return toDto(row);
  });

  app.put('/:projectId', { schema: docs.save }, async (request) => {
    const user = await requireUser(request);
    const id = await idFrom(request);
    const body = await parseTranslated(ctx, request, saveProjectBody, request.body);
    const result = await saveProject(
      ctx.db,
      user.id,
      id,
      Number(body.concurrencyToken),
      body.name,
      body.calculationData,
    );
    if (result === 'missing') throw await notFound(request);
    if (result === 'stale') {
      const current = await findOwnProject(ctx.db, user.id, id);
      const p = await problem(ctx, request, 409, 'Project_SaveConflict', {
        detail: 'The project was changed by someone else since it was loaded; nothing was saved.',
      });
      throw new ProblemError(409, {
        detail: p.detail,
        userMessages: p.userMessages,
        extensions: {
          concurrencyToken: current ? String(current.version) : null,
          updatedAt: current?.updatedAt.toISOString() ?? null,
        },
      });
    }
    return toDto(result);
  });

  app.delete('/:projectId', { schema: docs.remove }, async (request, reply) => {
    const user = await requireUser(request);
    const id = await idFrom(request);
    if (!(await deleteProject(ctx.db, user.id, id))) throw await notFound(request);
    return reply.code(204).send();
  });
};

export const projectsModule: ServerModule = { name: 'projects', prefix: '/api/v1/project', plugin: routes };

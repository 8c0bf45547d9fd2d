import type { FastifyRequest } from 'fastify';
import { defineRoute, type Fail } from '../../http/defineRoute';
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
  const notFound = (fail: Fail) => fail(404, 'Project_NotFound', { detail: 'No such project.' });

  /** The signed-in user and a well-formed project id: a malformed one is no project (404, before the body). */
  const projectCaller = async (request: FastifyRequest, fail: Fail) => {
    const user = await requireUser(request);
    const raw = (request.params as { projectId?: unknown }).projectId;
    if (typeof raw !== 'string' || !UUID.test(raw)) throw await notFound(fail);
    return { user, id: raw.toLowerCase() };
  };

  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/', ...docs.list, authorize: requireUser },
    async ({ auth: user, reply }) => {
      reply.header('cache-control', 'no-store');
      return listProjects(ctx.db, user.id);
    },
  );

  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/', ...docs.create, authorize: requireUser },
    async ({ auth: user, body, reply }) => {
      const row = await createProject(ctx.db, user.id, body.name, body.calculationData);
      if (body.select !== false) await setSelectedProjectId(ctx.db, user.id, row.id);
      reply.code(201).header('location', `/api/v1/project/${row.id}`);
      return toDto(row);
    },
  );

  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/selected', ...docs.selected, authorize: requireUser },
    async ({ auth: user, reply }) => {
      reply.header('cache-control', 'no-store');
      return { projectId: await getSelectedProjectId(ctx.db, user.id) };
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/selected',
      ...docs.select,
      controlNames: { projectId: 'projectId' },
      authorize: requireUser,
    },
    async ({ auth: user, body, fail }) => {
      const id = body.projectId.toLowerCase();
      if (!(await findOwnProject(ctx.db, user.id, id))) throw await notFound(fail);
      await setSelectedProjectId(ctx.db, user.id, id);
      return { projectId: id };
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/:projectId',
      ...docs.get,
      authorize: async (request, fail) => {
        const { user, id } = await projectCaller(request, fail);
        const row = await findOwnProject(ctx.db, user.id, id);
        if (!row) throw await notFound(fail);
        return row;
      },
    },
    async ({ auth: row, reply }) => {
      reply.header('cache-control', 'no-store');
      return toDto(row);
    },
  );

  defineRoute(
    app,
    ctx,
    // Whether a well-formed id is the caller's is asked after the body (a bad body answers 400).
    { method: 'PUT', url: '/:projectId', ...docs.save, authorize: projectCaller },
    async ({ auth: { user, id }, body, fail }) => {
      const result = await saveProject(
        ctx.db,
        user.id,
        id,
        Number(body.concurrencyToken),
        body.name,
        body.calculationData,
      );
      if (result === 'missing') throw await notFound(fail);
      if (result === 'stale') {
        const current = await findOwnProject(ctx.db, user.id, id);
        throw await fail(409, 'Project_SaveConflict', {
          detail: 'The project was changed by someone else since it was loaded; nothing was saved.',
          extensions: {
            concurrencyToken: current ? String(current.version) : null,
            updatedAt: current?.updatedAt.toISOString() ?? null,
          },
        });
      }
      return toDto(result);
    },
  );

  defineRoute(
    app,
    ctx,
    { method: 'DELETE', url: '/:projectId', ...docs.remove, authorize: projectCaller },
    async ({ auth: { user, id }, reply, fail }) => {
      if (!(await deleteProject(ctx.db, user.id, id))) throw await notFound(fail);
      return reply.code(204).send();
    },
  );
};

export const projectsModule: ServerModule = { name: 'projects', prefix: '/api/v1/project', plugin: routes };

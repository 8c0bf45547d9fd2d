import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProjectDto, ProjectSummaryDto } from '@insulcalc/api-schema';
import type { Db } from '../../db/index';
import { project, userSelectedProject, type ProjectRow } from '../../db/schema/projects';
import type { StoredCalculationInput } from './schema';

/** A project as the API returns it (GET api/v1/project/{id}, and the answer of POST/PUT). */
export type { ProjectDto, ProjectSummaryDto };

export function toDto(row: ProjectRow): ProjectDto {
  return {
    projectId: row.id,
    name: row.name,
    calculationData: row.calculationData as unknown as ProjectDto['calculationData'],
    concurrencyToken: String(row.version),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findOwnProject(
  db: Db,
  userId: string,
  projectId: string,
): Promise<ProjectRow | undefined> {
  const rows = await db
    .select()
    .from(project)
    .where(and(eq(project.id, projectId), eq(project.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function listProjects(db: Db, userId: string): Promise<ProjectSummaryDto[]> {
  const selected = await getSelectedProjectId(db, userId);
  const rows = await db
    .select({
      id: project.id,
      name: project.name,
      version: project.version,
      count: sql<number>`jsonb_array_length(${project.calculationData})`,
      createdAt: project.createdAt,
      updatedAt: project.updatedAt,
    })
    .from(project)
    .where(eq(project.userId, userId))
    .orderBy(desc(project.updatedAt), desc(project.createdAt));
  return rows.map((r) => ({
    projectId: r.id,
    name: r.name,
    calculationCount: Number(r.count),
    isSelected: r.id === selected,
    concurrencyToken: String(r.version),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function createProject(
  db: Db,
  userId: string,
  name: string,
  calculationData: StoredCalculationInput[],
): Promise<ProjectRow> {
  const rows = await db
    .insert(project)
    .values({
      id: randomUUID(),
      userId,
      name,
      calculationData: calculationData as unknown as Record<string, unknown>[],
    })
    .returning();
  return rows[0]!;
}

/**
 * Saves when `expectedVersion` is still the stored version (one atomic UPDATE … WHERE version = ?).
 * Returns the new row, 'stale' when someone saved meanwhile, or 'missing'.
 */
export async function saveProject(
  db: Db,
  userId: string,
  projectId: string,
  expectedVersion: number,
  name: string,
  calculationData: StoredCalculationInput[],
): Promise<ProjectRow | 'stale' | 'missing'> {
  const rows = await db
    .update(project)
    .set({
      name,
      calculationData: calculationData as unknown as Record<string, unknown>[],
      version: sql`${project.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(project.id, projectId), eq(project.userId, userId), eq(project.version, expectedVersion)))
    .returning();
  if (rows[0]) return rows[0];
  return (await findOwnProject(db, userId, projectId)) ? 'stale' : 'missing';
}

export async function deleteProject(db: Db, userId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .delete(project)
    .where(and(eq(project.id, projectId), eq(project.userId, userId)))
    .returning({ id: project.id });
  return rows.length > 0;
}

export async function getSelectedProjectId(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ projectId: userSelectedProject.projectId })
    .from(userSelectedProject)
    .where(eq(userSelectedProject.userId, userId))
    .limit(1);
  return rows[0]?.projectId ?? null;
}

export async function setSelectedProjectId(db: Db, userId: string, projectId: string): Promise<void> {
  await db
    .insert(userSelectedProject)
    .values({ userId, projectId })
    .onConflictDoUpdate({ target: userSelectedProject.userId, set: { projectId, updatedAt: sql`now()` } });
}

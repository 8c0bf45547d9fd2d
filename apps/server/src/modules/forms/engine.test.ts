import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestCluster, type TestCluster } from '../../../test/testCluster';
import { testDriver } from '../../../test/testServer';
import { addAdministrator, addUserToGroup, createUser } from '../account/index';
import { controlFields, saveWith } from './testing';
import type { FastifyInstance } from 'fastify';
import { entityInstance } from '../../db/schema/entities';
import { storedFile } from '../../db/schema/files';
import { userAccount } from '../../db/schema/account';
import { and, eq } from 'drizzle-orm';
import { publishDraft, saveDraft } from './index';

const PASSWORD = 'Correct-horse-42!';

/**
 * The form engine's contracts over HTTP (spec §3, §7): two app instances on one database, so the
 * "two servers save the same instance" case runs on the real thing.
 */
describe(`form engine on ${testDriver()}`, () => {
  let cluster: TestCluster;
  let app: FastifyInstance;
  let app2: FastifyInstance;

  beforeAll(async () => {
    cluster = await createTestCluster({ separateDataDirs: true, poolSize: 2 });
    ({ app, other: app2 } = cluster);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const anonymous = async (target = () => app, language?: string) => {
    const client = new TestClient(target());
    if (language) client.cookies.set('lang', language);
    await client.profile();
    return client;
  };
  let userCount = 0;
  /** A new user in `groups` (codes of the userGroups list), signed in. */
  const signedIn = async (target = () => app, groups: readonly string[] = []) => {
    const username = `user${++userCount}`;
    const created = await createUser(app.ctx.db, {
      username,
      password: PASSWORD,
      fullName: `User ${userCount}`,
    });
    for (const group of groups) await addUserToGroup(app.ctx.db, created.id, group);
    const client = new TestClient(target());
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  const load = (client: TestClient, body: Record<string, unknown>) =>
    client.request({ method: 'POST', url: '/api/v1/forms/load', payload: body });

  const offer = {
    ContactName: 'Ana Novak',
    Company: 'Toplota d.o.o.',
    Email: 'ana.novak@example.si',
    Phone: '+386 1 234 56 78',
    Country: 'SI',
    Message: 'Please quote 40 m of DN50 pipe insulation.',
    Consent: true,
    CalculationReference: { projectName: 'Plant', calculationName: 'Line 1', heatLoss: 42.5 },
  };

  describe('load', () => {
    it('answers the public OfferRequest form to an anonymous visitor, translated, with code-list options', async () => {
      const client = await anonymous(undefined, 'de');
      const res = await load(client, { formGroupId: 'OfferRequest' });
      expect(res.statusCode, res.body).toBe(200);
      const form = res.json();
      expect(form).toMatchObject({
        formId: 'OfferRequest',
        formGroupId: 'OfferRequest',
        sectionName: 'General',
        entityId: 'OfferRequest',
        entityDisplayName: 'Angebotsanfrage',
        entityInstanceId: null,
        title: 'Angebot anfordern',
        readonly: false,
        formVersion: 1,
        concurrencyTokens: {},
        entityLocks: [],
        doNotReloadAfterSave: true,
        replaceWithSaveMessage: true,
      });
      expect(form.javascriptVersion).toMatch(/^[a-f0-9]{20}$/);
      const country = form.elements.find((e: { name: string }) => e.name === 'Country');
      expect(country.settings.options).toContainEqual({ value: 'SI', text: 'Slowenien' });
      expect(form.elements.find((e: { name: string }) => e.name === 'Email').displayName).toBe('E-Mail');
      expect(form.elements.find((e: { name: string }) => e.name === 'Intro').settings.text).toMatch(
        /^Sagen Sie uns/,
      );
      expect(form.toolbarButtons[0]).toMatchObject({
        baseName: 'Send',
        title: 'Anfrage senden',
        action: 'SAVE',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('fills a new form from parameters of the same name (the configurator attaches its calculation)', async () => {
      const client = await anonymous();
      const res = await load(client, {
        formId: 'OfferRequest',
        parameters: { CalculationReference: offer.CalculationReference, Unknown: 1 },
      });
      const form = res.json();
      expect(form.elements.find((e: { name: string }) => e.name === 'CalculationReference').value).toEqual(
        offer.CalculationReference,
      );
      expect(form.parameters).toEqual({ CalculationReference: offer.CalculationReference, Unknown: 1 });
    });

    it('refuses anonymous visitors on forms that are not public (401), and unknown forms', async () => {
      const client = await anonymous();
      expect(
        expectProblemShape(await load(client, { formGroupId: 'UserSettings' }), 401).userMessages,
      ).toHaveLength(1);
      expectProblemShape(await load(client, { formId: 'NoSuchForm' }), 401);
      const user = await signedIn();
      const missing = expectProblemShape(await load(user, { formId: 'NoSuchForm' }), 404);
      expect(missing.userMessages![0]!.message).toBe('This form does not exist or is not published.');
    });

    it("shows help content read-only in the requester's language (requestReadOnly)", async () => {
      const client = await anonymous(undefined, 'sl');
      const res = await load(client, {
        formGroupId: 'HelpContent',
        entityInstanceId: 'Configurator',
        requestReadOnly: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      const form = res.json();
      expect(form.readonly).toBe(true);
      expect(form.entityInstanceDisplayName).toBe('The configurator');
      const title = form.elements.find((e: { name: string }) => e.name === 'Title');
      expect(title.value).toBe('Konfigurator');
      expect(title.displayName).toBe('Konfigurator');
      expect(form.elements.find((e: { name: string }) => e.name === 'Body').value).toMatch(
        /^Izberite opremo/,
      );
    });

    it('is read-only for who may not write: an anonymous visitor on help content', async () => {
      const client = await anonymous();
      const form = (await load(client, { formGroupId: 'HelpContent', entityInstanceId: 'Home' })).json();
      expect(form.readonly).toBe(true);
      // A signed-in user in no group reads it too, and may not change it either; a Designer may.
      const user = await signedIn();
      expect(
        (await load(user, { formGroupId: 'HelpContent', entityInstanceId: 'Home' })).json().readonly,
      ).toBe(true);
      const designer = await signedIn(undefined, ['designers']);
      expect(
        (await load(designer, { formGroupId: 'HelpContent', entityInstanceId: 'Home' })).json().readonly,
      ).toBe(false);
    });

    it("opens the signed-in user's own settings without an instance id, with a concurrency token", async () => {
      const user = await signedIn();
      const form = (await load(user, { formGroupId: 'UserSettings' })).json();
      expect(form.entityInstanceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(form.concurrencyTokens[form.entityInstanceId]).toMatch(/^[0-9a-f]{24}$/);
      expect(form.readonly).toBe(false);
      const values = Object.fromEntries(
        form.elements.map((e: { name: string; value: unknown }) => [e.name, e.value]),
      );
      expect(values).toMatchObject({
        UserName: `user${userCount}`,
        UnitSystem: 'SI',
        Currency: 'EUR',
        Theme: null,
        EnableTelemetry: true,
      });
      expect(form.elements.find((e: { name: string }) => e.name === 'UserName').readonly).toBe(true);
      const language = form.elements.find((e: { name: string }) => e.name === 'Language');
      expect(language.settings.options).toContainEqual({ value: 'de', text: 'Deutsch' });
      // Fixed options with a textKey come translated (the theme radio read 'light'/'dark' before).
      const theme = form.elements.find((e: { name: string }) => e.name === 'Theme');
      expect(theme.settings.options).toEqual([
        { value: 'light', text: 'Light' },
        { value: 'dark', text: 'Dark' },
      ]);
    });

    it('reports entity locks and shows a locked instance read-only', async () => {
      const owner = await signedIn();
      const own = (await load(owner, { formGroupId: 'UserSettings' })).json();
      const { lockInstance } = await import('../entities/index');
      await lockInstance(
        app.ctx.db,
        'User',
        own.entityInstanceId,
        { userId: null, userName: 'Import job' },
        5,
      );
      const locked = (await load(owner, { formGroupId: 'UserSettings' })).json();
      expect(locked.readonly).toBe(true);
      expect(locked.entityLocks).toEqual([
        expect.objectContaining({
          entityId: 'User',
          entityInstanceId: own.entityInstanceId,
          lockedBy: 'Import job',
        }),
      ]);
      expect(locked.userMessages[0]).toMatchObject({ level: 'warn' });
      const save = await saveWith(owner, 'UserSettings', {
        EntityInstanceId: own.entityInstanceId,
        ConcurrencyTokens: JSON.stringify(own.concurrencyTokens),
        ...controlFields({ Theme: 'dark' }),
      });
      expectProblemShape(save, 409);
    });
  });

  describe('save', () => {
    it('re-validates like the client: required, e-mail pattern, maxLength, with controlNames; nothing stored', async () => {
      const client = await anonymous();
      const before = await app.ctx.db
        .select()
        .from(entityInstance)
        .where(eq(entityInstance.entityId, 'OfferRequest'));
      const res = await saveWith(
        client,
        'OfferRequest',
        controlFields({ ...offer, ContactName: '', Email: 'Ana@Example', Message: 'x'.repeat(4001) }),
      );
      const problem = expectProblemShape(res, 400);
      expect(problem.userMessages).toEqual([
        { message: 'This field is required.', level: 'error', controlName: 'ContactName' },
        expect.objectContaining({ level: 'error', controlName: 'Email' }),
        expect.objectContaining({
          level: 'error',
          controlName: 'Message',
          message: 'Enter at most 4,000 characters.',
        }),
      ]);
      const phone = expectProblemShape(
        await saveWith(client, 'OfferRequest', controlFields({ ...offer, Phone: 'call me' })),
        400,
      );
      expect(phone.userMessages).toEqual([
        {
          message: 'Enter a phone number: digits, spaces and + ( ) / - only.',
          level: 'error',
          controlName: 'Phone',
        },
      ]);
      const country = expectProblemShape(
        await saveWith(client, 'OfferRequest', controlFields({ ...offer, Country: 'XX' })),
        400,
      );
      expect(country.userMessages).toEqual([
        { message: 'This value is not valid here.', level: 'error', controlName: 'Country' },
      ]);
      const consent = expectProblemShape(
        await saveWith(client, 'OfferRequest', controlFields({ ...offer, Consent: false })),
        400,
      );
      expect(consent.userMessages![0]).toMatchObject({ controlName: 'Consent' });
      const after = await app.ctx.db
        .select()
        .from(entityInstance)
        .where(eq(entityInstance.entityId, 'OfferRequest'));
      expect(after).toHaveLength(before.length);
    });

    it('stores an anonymous OfferRequest with a file and answers the translated thank-you', async () => {
      const client = await anonymous(undefined, 'hr');
      const res = await saveWith(client, 'OfferRequest', controlFields(offer), [
        { field: 'Attachment', name: 'tlocrt čćž.pdf', type: 'application/pdf', content: '%PDF-1.4 test' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({
        entityInstanceDisplayName: 'Ana Novak',
        resultActionRequired: null,
        openWfTaskId: null,
        userMessages: [{ level: 'info', message: 'Hvala na zahtjevu. Uskoro ćemo vam poslati ponudu.' }],
      });
      expect(answer.elements.Country).toEqual({ value: 'SI' });
      const [attachment] = answer.elements.Attachment.value;
      expect(attachment).toMatchObject({ name: 'tlocrt čćž.pdf', size: 13, contentType: 'application/pdf' });
      const [row] = await app.ctx.db
        .select()
        .from(entityInstance)
        .where(
          and(eq(entityInstance.entityId, 'OfferRequest'), eq(entityInstance.id, answer.entityInstanceId)),
        );
      expect(row!.data).toMatchObject({ ...offer, Attachment: [{ fileId: attachment.fileId }] });
      expect(row!.ownerUserId).toBeNull();
      expect(row!.data.Status).toBe('New');

      // The visitor cannot read it back, nor its file; a signed-in colleague can.
      expectProblemShape(
        await load(client, { formId: 'OfferRequest', entityInstanceId: answer.entityInstanceId }),
        401,
      );
      const fileUrl = `/DynamicForm/GetFile?fileId=${attachment.fileId}`;
      expectProblemShape(await client.request({ method: 'GET', url: fileUrl }), 401);
      // A user in no group may not read requests or their files; a Sales member may.
      expectProblemShape(await (await signedIn()).request({ method: 'GET', url: fileUrl }), 403);
      const staff = await signedIn(undefined, ['sales']);
      const file = await staff.request({ method: 'GET', url: fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe('%PDF-1.4 test');
      expect(file.headers['content-disposition']).toBe(
        `inline; filename="tlocrt ccz.pdf"; filename*=UTF-8''${encodeURIComponent('tlocrt čćž.pdf')}`,
      );
      const download = await staff.request({
        method: 'GET',
        url: `/platform/DynamicForm/DownloadFile?fileId=${attachment.fileId}`,
      });
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      const admin = (
        await load(staff, { formId: 'OfferRequestAdmin', entityInstanceId: answer.entityInstanceId })
      ).json();
      expect(admin.readonly).toBe(false);
      expect(admin.elements.find((e: { name: string }) => e.name === 'Attachment').value).toEqual([
        expect.objectContaining({
          fileId: attachment.fileId,
          url: `DynamicForm/GetFile?fileId=${attachment.fileId}`,
        }),
      ]);

      // The staff adds a second file and keeps the first (a File control posts its kept files back).
      const more = await saveWith(
        staff,
        'OfferRequestAdmin',
        {
          EntityInstanceId: answer.entityInstanceId,
          ConcurrencyTokens: JSON.stringify(admin.concurrencyTokens),
          ...controlFields({
            Attachment: [{ fileId: attachment.fileId, name: 'x' }, { name: 'notes.pdf' }],
            Status: 'InProgress',
          }),
        },
        // The attachment accepts PDF, images and office documents (by content): a PDF note.
        [{ field: 'Attachment', name: 'notes.pdf', type: 'application/pdf', content: '%PDF-1.4 call back' }],
      );
      expect(more.statusCode, more.body).toBe(200);
      expect(more.json().elements.Attachment.value.map((f: { name: string }) => f.name)).toEqual([
        'tlocrt čćž.pdf',
        'notes.pdf',
      ]);
    });

    it('counts anonymous creates per client address: over the limit 429 with Retry-After, nothing stored', async () => {
      const { setSetting } = await import('../../db/settings');
      await setSetting(app.ctx.db, 'forms.anonymousCreatesPerDay', 2);
      try {
        const visitor = new TestClient(app, { remoteAddress: '203.0.113.7' });
        await visitor.profile();
        const invalid = await saveWith(visitor, 'OfferRequest', controlFields({ ...offer, Email: '' }));
        expectProblemShape(invalid, 400);
        for (let i = 0; i < 2; i++)
          expect((await saveWith(visitor, 'OfferRequest', controlFields(offer))).statusCode).toBe(200);
        const count = (
          await app.ctx.db.select().from(entityInstance).where(eq(entityInstance.entityId, 'OfferRequest'))
        ).length;
        const refused = expectProblemShape(
          await saveWith(visitor, 'OfferRequest', controlFields(offer)),
          429,
        );
        expect(refused.userMessages![0]!.message).toMatch(/^Too many requests were sent from your network/);
        expect(
          (await app.ctx.db.select().from(entityInstance).where(eq(entityInstance.entityId, 'OfferRequest')))
            .length,
        ).toBe(count);
        // Another address is not affected.
        const other = new TestClient(app, { remoteAddress: '203.0.113.8' });
        await other.profile();
        expect((await saveWith(other, 'OfferRequest', controlFields(offer))).statusCode).toBe(200);
      } finally {
        await setSetting(app.ctx.db, 'forms.anonymousCreatesPerDay', 100);
      }
    });

    it('refuses a file for a control that takes none, and a non-multipart body, without storing anything', async () => {
      const client = await anonymous();
      const files = (await app.ctx.db.select().from(storedFile)).length;
      const res = await saveWith(client, 'OfferRequest', controlFields(offer), [
        { field: 'Message', name: 'x.txt', type: 'text/plain', content: 'x' },
      ]);
      expectProblemShape(res, 400);
      const json = await client.request({
        method: 'POST',
        url: '/api/v1/forms/OfferRequest/save',
        payload: offer,
      });
      expectProblemShape(json, 415);
      expect((await app.ctx.db.select().from(storedFile)).length).toBe(files);
    });

    it('saves user settings into the profile; a stale token answers 409 translated and changes nothing; history lists both saves', async () => {
      const user = await signedIn();
      const form = (await load(user, { formGroupId: 'UserSettings' })).json();
      const id = form.entityInstanceId as string;
      const firstToken = form.concurrencyTokens;
      const first = await saveWith(user, 'UserSettings', {
        EntityInstanceId: id,
        Action: 'SAVE',
        ConcurrencyTokens: JSON.stringify(firstToken),
        ...controlFields({
          Theme: 'dark',
          UnitSystem: 'imperial',
          Currency: 'CHF',
          Language: 'de',
          UserName: 'hacker',
        }),
      });
      expect(first.statusCode, first.body).toBe(200);
      const saved = first.json();
      expect(saved.elements).toMatchObject({
        Theme: { value: 'dark' },
        UnitSystem: { value: 'imperial' },
        UserName: { value: `user${userCount}` },
      });
      expect(saved.concurrencyTokens[id]).not.toBe(firstToken[id]);
      // In the language of the request; the new language applies from the next one.
      expect(saved.userMessages).toEqual([{ level: 'info', message: 'The data was saved.', isHtml: false }]);
      const profile = await user.profile();
      expect(profile).toMatchObject({
        selectedTheme: 'dark',
        selectedLanguage: 'de',
        unitSystem: 'imperial',
        // The economic thickness's costs follow the settings' currency (issue 24).
        currency: 'CHF',
      });

      // The same (now stale) token again: 409 in the user's language, nothing changes.
      const stale = await saveWith(user, 'UserSettings', {
        EntityInstanceId: id,
        ConcurrencyTokens: JSON.stringify(firstToken),
        ...controlFields({ Theme: 'light' }),
      });
      const problem = expectProblemShape(stale, 409);
      expect(problem.userMessages![0]!.message).toMatch(/^Jemand anderes hat diesen Datensatz geändert/);
      expect(problem.concurrencyTokens).toEqual({ [id]: saved.concurrencyTokens[id] });
      expect((await user.profile()).selectedTheme).toBe('dark');

      const second = await saveWith(user, 'UserSettings', {
        EntityInstanceId: id,
        Action: 'SAVEANDCLOSE',
        ConcurrencyTokens: JSON.stringify(saved.concurrencyTokens),
        ...controlFields({ Theme: 'light', EnableTelemetry: false }),
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().resultActionRequired).toBe('CloseForm');

      const history = await user.request({ method: 'GET', url: `/api/v1/entities/User/${id}/history` });
      expect(history.statusCode, history.body).toBe(200);
      const entries = history.json().entries;
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        action: 'update',
        userName: `User ${userCount}`,
        changes: [
          { attribute: 'Theme', displayName: 'Design', oldValue: 'dark', newValue: 'light' },
          { attribute: 'EnableTelemetry', oldValue: true, newValue: false },
        ],
      });
      expect(entries[1].changes.map((c: { attribute: string }) => c.attribute)).toEqual([
        'Language',
        'Theme',
        'UnitSystem',
        'Currency',
      ]);
      // Somebody else's history is not theirs to read.
      const other = await signedIn();
      expectProblemShape(
        await other.request({ method: 'GET', url: `/api/v1/entities/User/${id}/history` }),
        404,
      );
    });

    it('two server instances saving the same instance with the same token: one wins, the other gets 409', async () => {
      const user = await signedIn();
      const form = (await load(user, { formGroupId: 'UserSettings' })).json();
      const other = new TestClient(app2);
      for (const [k, v] of user.cookies) other.cookies.set(k, v);
      other.token = user.token;
      const fields = (theme: string) => ({
        EntityInstanceId: form.entityInstanceId,
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({ Theme: theme }),
      });
      const [a, b] = await Promise.all([
        saveWith(user, 'UserSettings', fields('dark')),
        saveWith(other, 'UserSettings', fields('light')),
      ]);
      expect([a.statusCode, b.statusCode].sort(), a.body + b.body).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? 'dark' : 'light';
      const rows = await app.ctx.db
        .select()
        .from(userAccount)
        .where(eq(userAccount.id, form.entityInstanceId));
      // The stored value is the winner's (the other process's session cache may lag a few seconds).
      expect(rows[0]!.selectedTheme).toBe(winner);
    });

    it('Message settings save which levels hide by themselves into the profile', async () => {
      const user = await signedIn();
      expect((await user.profile()).messageAutoHide).toEqual({ error: false, warn: true, info: true });
      const form = (await load(user, { formGroupId: 'MessageSettings' })).json();
      expect(form.elements.map((e: { name: string }) => e.name)).toEqual([
        'Intro',
        'AutoHideErrors',
        'AutoHideWarnings',
        'AutoHideInfos',
      ]);
      const res = await saveWith(user, 'MessageSettings', {
        EntityInstanceId: form.entityInstanceId,
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({ AutoHideErrors: true, AutoHideInfos: false, Theme: 'dark' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const profile = await user.profile();
      expect(profile.messageAutoHide).toEqual({ error: true, warn: true, info: false });
      // Theme is not a control of this form: a posted value for it is ignored.
      expect(profile.selectedTheme).not.toBe('dark');
    });

    it('a project through the projects table: rename with its token, 409 when the configurator saved meanwhile, owner only', async () => {
      const owner = await signedIn();
      const created = await owner.request({
        method: 'POST',
        url: '/api/v1/project',
        payload: { name: 'Plant A', calculationData: [] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const project = created.json();
      const form = (
        await load(owner, { formGroupId: 'Project', entityInstanceId: project.projectId })
      ).json();
      expect(form.concurrencyTokens).toEqual({ [project.projectId]: project.concurrencyToken });
      expect(form.elements.find((e: { name: string }) => e.name === 'CalculationCount')).toMatchObject({
        value: 0,
        readonly: true,
      });
      const renamed = await saveWith(owner, 'Project', {
        EntityInstanceId: project.projectId,
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({ Name: 'Plant B', CalculationCount: 99 }),
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().elements).toEqual({ Name: { value: 'Plant B' }, CalculationCount: { value: 0 } });
      const viaApi = (
        await owner.request({ method: 'GET', url: `/api/v1/project/${project.projectId}` })
      ).json();
      expect(viaApi).toMatchObject({
        name: 'Plant B',
        concurrencyToken: renamed.json().concurrencyTokens[project.projectId],
      });
      // The configurator saves with the new token; the form's token is now stale.
      await owner.request({
        method: 'PUT',
        url: `/api/v1/project/${project.projectId}`,
        payload: { name: 'Plant C', calculationData: [], concurrencyToken: viaApi.concurrencyToken },
      });
      const stale = await saveWith(owner, 'Project', {
        EntityInstanceId: project.projectId,
        ConcurrencyTokens: JSON.stringify(renamed.json().concurrencyTokens),
        ...controlFields({ Name: 'Plant D' }),
      });
      expectProblemShape(stale, 409);
      expect(
        (await owner.request({ method: 'GET', url: `/api/v1/project/${project.projectId}` })).json().name,
      ).toBe('Plant C');
      const stranger = await signedIn();
      expectProblemShape(
        await load(stranger, { formGroupId: 'Project', entityInstanceId: project.projectId }),
        404,
      );
      const history = (
        await owner.request({ method: 'GET', url: `/api/v1/entities/Project/${project.projectId}/history` })
      ).json();
      expect(history.entries).toEqual([
        expect.objectContaining({
          action: 'update',
          changes: [expect.objectContaining({ attribute: 'Name', oldValue: 'Plant A', newValue: 'Plant B' })],
        }),
      ]);
    });

    it('CLOSE saves nothing', async () => {
      const user = await signedIn();
      const form = (await load(user, { formGroupId: 'UserSettings' })).json();
      const res = await saveWith(user, 'UserSettings', {
        EntityInstanceId: form.entityInstanceId,
        Action: 'CLOSE',
        ...controlFields({ Theme: 'dark' }),
      });
      expect(res.statusCode).toBe(200);
      expect((await user.profile()).selectedTheme).not.toBe('dark');
    });
  });

  describe('reload, script, properties, delete, versions', () => {
    it('reload answers data per requested control and skips _001_ConcurrencyTokens', async () => {
      const client = await anonymous();
      const res = await client.request({
        method: 'POST',
        url: '/api/v1/forms/OfferRequest/reload?rid=r-1',
        payload: {
          reloadRequests: [
            { ElementBaseName: 'Country' },
            { ElementBaseName: '_001_ConcurrencyTokens' },
            { ElementBaseName: 'Nope' },
          ],
          dependantValues: { Company: 'X' },
          parameters: {},
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(Object.keys(data)).toEqual(['Country']);
      expect(data.Country).toMatchObject({ hidden: false, readonly: false, required: true });
      expect(data.Country.settings.options).toContainEqual({ value: 'SI', text: 'Slovenia' });
      expect(res.headers['x-reload-request-id']).toBe('r-1');
      expectProblemShape(
        await client.request({
          method: 'POST',
          url: '/api/v1/forms/OfferRequest/reload?rid=..%2F',
          payload: { reloadRequests: [{ ElementBaseName: 'Country' }] },
        }),
        400,
      );
    });

    it('serves the form script by version, immutable; an unknown version is 404', async () => {
      const client = await anonymous();
      const form = (await load(client, { formId: 'OfferRequest' })).json();
      const res = await client.request({
        method: 'GET',
        url: `/api/v1/forms/javascript/OfferRequest_${form.javascriptVersion}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain('export function onChange');
      expectProblemShape(
        await client.request({ method: 'GET', url: '/api/v1/forms/javascript/OfferRequest_0000' }),
        404,
      );
      expectProblemShape(
        await client.request({ method: 'GET', url: '/api/v1/forms/javascript/..%2Fetc' }),
        400,
      );
    });

    it('F1 properties name the entity, form, version and instance', async () => {
      const user = await signedIn();
      const form = (await load(user, { formGroupId: 'UserSettings' })).json();
      const res = await user.request({
        method: 'GET',
        url: `/api/v1/forms/UserSettings/properties?entityInstanceId=${form.entityInstanceId}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        entity: { id: 'User', provider: 'account.user' },
        form: { id: 'UserSettings', version: 1, status: 'published', sectionName: 'General' },
        instance: {
          id: form.entityInstanceId,
          concurrencyToken: form.concurrencyTokens[form.entityInstanceId],
        },
      });
      expect(res.json().attributes).toContainEqual(
        expect.objectContaining({ name: 'Theme', dataType: 'code', elementName: 'Theme' }),
      );
    });

    it('delete removes instances all or nothing, with their files, and leaves a history entry', async () => {
      const client = await anonymous();
      const saved = (
        await saveWith(client, 'OfferRequest', controlFields(offer), [
          { field: 'Attachment', name: 'a.pdf', type: 'application/pdf', content: '%PDF-1.4 a' },
        ])
      ).json();
      const id = saved.entityInstanceId;
      const fileId = saved.elements.Attachment.value[0].fileId;
      expectProblemShape(
        await client.request({
          method: 'POST',
          url: '/api/v1/entities/OfferRequest/delete',
          payload: { entityInstanceIds: [id] },
        }),
        401,
      );
      // Deleting requests is not granted to Sales by default: an administrator does it.
      const staff = await signedIn(undefined, ['administrators']);
      const res = await staff.request({
        method: 'POST',
        url: '/api/v1/entities/OfferRequest/delete',
        payload: { entityInstanceIds: [id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        deletedIds: [id],
        userMessages: [{ level: 'info', message: 'Records deleted: 1.' }],
      });
      expect(await app.ctx.db.select().from(storedFile).where(eq(storedFile.id, fileId))).toEqual([]);
      expectProblemShape(
        await staff.request({ method: 'GET', url: `/DynamicForm/GetFile?fileId=${fileId}` }),
        404,
      );
      const history = (
        await staff.request({ method: 'GET', url: `/api/v1/entities/OfferRequest/${id}/history` })
      ).json();
      expect(history.entries.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    });

    it('a published draft becomes the served version; an invalid definition is refused', async () => {
      const version = await saveDraft(
        app.ctx.db,
        'Project',
        {
          formName: 'Forms_Project_Title',
          sections: [{ name: 'General', elements: [{ name: 'Name' }] }],
          elements: [
            { name: 'Name', controlType: 'TextBox', displayName: 'Forms_Project_Name', required: true },
          ],
        },
        'export const v = 2;',
        'designer',
      );
      expect(version).toBe(2);
      expect(await publishDraft(app.ctx.db, 'Project')).toBe(2);
      await expect(
        saveDraft(
          app.ctx.db,
          'Project',
          { formName: 'x', sections: [{ name: 'S', elements: [{ name: 'Missing' }] }] },
          null,
          'designer',
        ),
      ).rejects.toThrow(/Unknown element 'Missing'/);
    });
  });

  describe('designer', () => {
    it('adds a field to the public OfferRequest form as a draft, publishes it, and the public form shows it', async () => {
      const visitor = await anonymous();
      expectProblemShape(
        await visitor.request({ method: 'GET', url: '/api/v1/forms/OfferRequest/versions' }),
        401,
      );
      // Signed in is not enough: the designer's calls are administrators' (403 for everyone else).
      const designer = await signedIn();
      for (const [method, url] of [
        ['GET', '/api/v1/forms/OfferRequest/versions'],
        ['GET', '/api/v1/forms/OfferRequest/versions/1'],
        ['PUT', '/api/v1/forms/OfferRequest/draft'],
        ['POST', '/api/v1/forms/OfferRequest/publish'],
        ['POST', '/api/v1/forms/OfferRequest/versions/1/rollback'],
        ['GET', '/api/v1/forms/designer/groups/OfferRequest'],
        ['PUT', '/api/v1/forms/designer/groups/OfferRequest'],
        ['POST', '/api/v1/forms/designer/groups/OfferRequest/forms'],
        ['GET', '/api/v1/consistency'],
        ['GET', '/api/v1/scripts/lint'],
        ['POST', '/api/v1/scripts/lint'],
      ] as const)
        expectProblemShape(
          await designer.request(method === 'GET' ? { method, url } : { method, url, payload: {} }),
          403,
        );
      const [designerAccount] = await app.ctx.db
        .select({ id: userAccount.id })
        .from(userAccount)
        .where(eq(userAccount.username, `user${userCount}`));
      await addAdministrator(app.ctx.db, designerAccount!.id);
      // A new session sees the new membership (sessions cache their groups for a few seconds).
      expect((await designer.logon(`user${userCount}`, PASSWORD)).statusCode).toBe(200);
      const versions = (
        await designer.request({ method: 'GET', url: '/api/v1/forms/OfferRequest/versions' })
      ).json();
      expect(versions).toEqual([
        expect.objectContaining({ version: 1, status: 'published', createdBy: 'seed' }),
      ]);
      const v1 = (
        await designer.request({ method: 'GET', url: '/api/v1/forms/OfferRequest/versions/1' })
      ).json();
      const definition = {
        ...v1.definition,
        elements: [
          ...v1.definition.elements,
          { name: 'Newsletter', controlType: 'Boolean', displayName: 'Newsletter' },
        ],
        sections: v1.definition.sections.map((section: { name: string; elements: unknown[] }) =>
          section.name === 'Request'
            ? { ...section, elements: [...section.elements, { name: 'Newsletter', sortOrder: 100 }] }
            : section,
        ),
      };
      const invalid = await designer.request({
        method: 'PUT',
        url: '/api/v1/forms/OfferRequest/draft',
        payload: { definition: { ...definition, elements: [] } },
      });
      expect(expectProblemShape(invalid, 400).userMessages![0]!.message).toMatch(
        /^The form definition is not valid at sections/,
      );
      const draft = await designer.request({
        method: 'PUT',
        url: '/api/v1/forms/OfferRequest/draft',
        payload: { definition, javascript: v1.javascript },
      });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json().version).toBe(2);
      // Until published, the public form stays at version 1.
      expect((await load(visitor, { formId: 'OfferRequest' })).json().formVersion).toBe(1);
      const published = await designer.request({ method: 'POST', url: '/api/v1/forms/OfferRequest/publish' });
      expect(published.json()).toMatchObject({
        version: 2,
        userMessages: [{ level: 'info', message: 'Version 2 is published.' }],
      });
      const form = (await load(visitor, { formId: 'OfferRequest' })).json();
      expect(form.formVersion).toBe(2);
      expect(form.elements.map((e: { name: string }) => e.name)).toContain('Newsletter');
      expect(form.javascriptVersion).toBe(v1.javascriptVersion);
      expectProblemShape(
        await designer.request({ method: 'POST', url: '/api/v1/forms/OfferRequest/publish' }),
        409,
      );
      const after = (
        await designer.request({ method: 'GET', url: '/api/v1/forms/OfferRequest/versions' })
      ).json();
      expect(after.map((v: { status: string }) => v.status)).toEqual(['published', 'archived']);
    });
  });

  describe('form groups with sections', () => {
    it('formGroupId + sectionName picks the section; leftNavigationItems list the published sections', async () => {
      const { form: formTable } = await import('../../db/schema/forms');
      await app.ctx.db.insert(formTable).values({
        id: 'ProjectSummary',
        formGroupId: 'Project',
        name: 'Summary',
        sectionName: 'Summary',
        titleKey: 'Forms_Project_CalculationCount',
        sortOrder: 20,
      });
      const owner = await signedIn();
      const project = (
        await owner.request({
          method: 'POST',
          url: '/api/v1/project',
          payload: { name: 'Plant', calculationData: [] },
        })
      ).json();
      // Not published yet: the group shows one section and no left navigation.
      const single = (
        await load(owner, { formGroupId: 'Project', entityInstanceId: project.projectId })
      ).json();
      expect(single).toMatchObject({ formId: 'Project', leftNavigationItems: [] });
      await saveDraft(
        app.ctx.db,
        'ProjectSummary',
        {
          formName: 'Forms_Project_CalculationCount',
          sections: [{ name: 'Main', elements: [{ name: 'CalculationCount' }] }],
          elements: [{ name: 'CalculationCount', controlType: 'Numeric', readonly: true }],
        },
        null,
        'designer',
      );
      await publishDraft(app.ctx.db, 'ProjectSummary');
      const summary = (
        await load(owner, {
          formGroupId: 'Project',
          sectionName: 'Summary',
          entityInstanceId: project.projectId,
        })
      ).json();
      expect(summary).toMatchObject({
        formId: 'ProjectSummary',
        sectionName: 'Summary',
        javascriptVersion: null,
        leftNavigationItems: [
          { title: 'Project', sectionName: 'General' },
          { title: 'Calculations', sectionName: 'Summary' },
        ],
      });
      expect(summary.concurrencyTokens).toEqual({ [project.projectId]: project.concurrencyToken });
    });
  });

  describe('hostile input gets 4xx problem+json', () => {
    it.each([
      ['load: not an object', '/api/v1/forms/load', 'null'],
      ['load: no form named', '/api/v1/forms/load', '{}'],
      ['load: proto keys', '/api/v1/forms/load', '{"formId":"__proto__"}'],
      ['load: NUL in id', '/api/v1/forms/load', '{"formId":"a\\u0000b"}'],
      ['reload: no requests', '/api/v1/forms/OfferRequest/reload?rid=1', '{"reloadRequests":[]}'],
    ])('%s', async (_title, url, payload) => {
      const client = await anonymous();
      const res = await client.request({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectProblemShape(res, res.statusCode);
    });

    it.each([
      ['no boundary', 'multipart/form-data', 'x'],
      ['garbage', 'multipart/form-data; boundary=xyz', 'garbage without parts'],
      [
        'truncated',
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="Email"\r\n\r\nabc',
      ],
      [
        'NUL field name',
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\n1\r\n--xyz--\r\n',
      ],
    ])('a malformed multipart save (%s) is a 4xx problem', async (_title, type, payload) => {
      const client = await anonymous();
      const res = await client.request({
        method: 'POST',
        url: '/api/v1/forms/OfferRequest/save',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expectProblemShape(res, res.statusCode);
    });

    it('control values with control characters or wrong types are refused per control', async () => {
      const client = await anonymous();
      const res = await saveWith(client, 'OfferRequest', {
        ...controlFields(offer),
        ContactName: JSON.stringify('Ana\u0000'),
        Consent: JSON.stringify({ a: 1 }),
        ConcurrencyTokens: '{not json',
      });
      expectProblemShape(res, 400);
      const bad = await saveWith(client, 'OfferRequest', {
        ...controlFields(offer),
        ContactName: JSON.stringify('Ana\u0000'),
        Consent: '[1]',
      });
      expect(expectProblemShape(bad, 400).userMessages!.map((m) => m.controlName)).toEqual([
        'ContactName',
        'Consent',
      ]);
      expectProblemShape(await saveWith(client, '..%2F..%2Fetc', controlFields(offer)), 400);
      expectProblemShape(await saveWith(client, 'NoSuchForm', controlFields(offer)), 401);
    });
  });
});

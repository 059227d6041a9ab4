import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasMessage } from '@/i18n/i18n';
import { AUDIT_ACTIONS } from '@/lib/model';
import { seedDocs } from '@/test/emulators';
import { renderApp, signInAsAdmin, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);

describe('audit log section', () => {
  it('has words for every action the model knows', () => {
    const unnamed = AUDIT_ACTIONS.filter((action) => !hasMessage(`admin:audit.actions.${action}`));
    expect(unnamed).toEqual([]);
  });

  it('names the admins’ content actions in words, each document with the name it had, newest first', async () => {
    const adminUid = await signInAsAdmin();
    const by = { actor: adminUid };
    await seedDocs({
      'auditLog/a': { ...by, target: 'tendai', action: 'approveMember', details: { type: 'voice' }, at: at('09:00') },
      'auditLog/b': {
        ...by,
        target: 'posts/rain-over-onitsha',
        action: 'publishPost',
        details: { name: 'Rain over Onitsha' },
        at: at('10:00'),
      },
      'auditLog/c': {
        ...by,
        target: 'posts/rain-over-onitsha/comments/c1',
        action: 'deleteComment',
        details: {},
        at: at('11:00'),
      },
      'auditLog/d': {
        ...by,
        target: 'albums/festival',
        action: 'deleteAlbum',
        details: { name: 'Festival' },
        at: at('12:00'),
      },
      'auditLog/e': { ...by, target: 'contactMessages/m1', action: 'markContactHandled', details: {}, at: at('13:00') },
    });
    renderApp('/voa/admin?section=audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Contact message marked handled',
      'Album deleted with its photos',
      'Comment removed',
      'Post published',
      'Application approved',
    ]);
    const [, album, comment, post, approval] = rows.map((row) => within(row).getAllByRole('cell'));
    expect(post?.[1]).toHaveTextContent('“Rain over Onitsha”posts/rain-over-onitsha');
    expect(album?.[1]).toHaveTextContent('“Festival”albums/festival');
    // A comment is named by its address alone: the entry holds no person's name.
    expect(comment?.[1]).toHaveTextContent(/^posts\/rain-over-onitsha\/comments\/c1$/);
    expect(post?.[2]).toHaveTextContent(adminUid);
    // The name shows with the document, not again among the details.
    expect(post?.[3]).toHaveTextContent(/^$/);
    expect(approval?.[1]).toHaveTextContent(/^tendai$/);
    expect(approval?.[3]).toHaveTextContent('type: voice');
  });
});

import { describe, expect, it } from 'vitest';
import { ADVISORY_CAP } from '@/features/advisory/api/advisory';
import { BANNED_PAGE_SIZE } from '@/features/banned-books/api/banned-books';
import { MEMBER_POSTS_BATCH, POSTS_PAGE_SIZE, POSTS_SEARCH_BATCH } from '@/features/blog/api/posts';
import { DIRECTORY_PAGE_SIZE } from '@/features/directory/api/members';
import { FOLLOWS_PAGE_SIZE } from '@/features/follows/api/follows';
import { LIBRARY_BATCH } from '@/features/library/api/library';
import { ALBUMS_PAGE_SIZE, PHOTOS_CAP } from '@/features/photos/api/albums';
import { INSIGHTS_CAP } from '@/features/site/api/insights';
import { SHELF_PAGE_SIZE } from '@/features/shelf/api/shelf';
import { TEAM_CAP } from '@/features/site/api/team';
import { SEARCH_BATCH, SEARCH_PER_KIND } from '@/features/search/api/search';
import { LIMITS } from '@/lib/model';

// firestore.rules refuse a visitor's list above LIMITS.query (request.query.limit). A paged list
// asks for its page size + 1 (fetchPage), a capped one for its cap: each must stay within.
describe('the web app’s public queries ask for no more than the rules allow', () => {
  it('paged lists: page size + 1 within the collection’s limit', () => {
    expect(POSTS_PAGE_SIZE + 1).toBeLessThanOrEqual(LIMITS.query.posts);
    // A search of several words reads batches of its own (fetchPage with a filter); banned books read by page.
    expect(POSTS_SEARCH_BATCH + 1).toBeLessThanOrEqual(LIMITS.query.posts);
    // A member's posts read batches too, to leave out the editors' posts of an admin's uid.
    expect(MEMBER_POSTS_BATCH + 1).toBeLessThanOrEqual(LIMITS.query.posts);
    expect(DIRECTORY_PAGE_SIZE + 1).toBeLessThanOrEqual(LIMITS.query.members);
    expect(BANNED_PAGE_SIZE + 1).toBeLessThanOrEqual(LIMITS.query.bannedBooks);
    expect(ALBUMS_PAGE_SIZE + 1).toBeLessThanOrEqual(LIMITS.query.albums);
    expect(LIBRARY_BATCH + 1).toBeLessThanOrEqual(LIMITS.query.libraryItems);
  });

  it('/search: each kind’s first results + 1, and a several-word search’s batches + 1, within every list’s limit', () => {
    const limits = [
      LIMITS.query.posts,
      LIMITS.query.libraryItems,
      LIMITS.query.bannedBooks,
      LIMITS.query.insights,
      LIMITS.query.members,
    ];
    for (const limit of limits) {
      expect(SEARCH_PER_KIND + 1).toBeLessThanOrEqual(limit);
      expect(SEARCH_BATCH + 1).toBeLessThanOrEqual(limit);
    }
  });

  it('a member’s own lists on My account: page size + 1 within the rules’ limit', () => {
    expect(SHELF_PAGE_SIZE + 1).toBeLessThanOrEqual(LIMITS.query.shelf);
    expect(FOLLOWS_PAGE_SIZE + 1).toBeLessThanOrEqual(LIMITS.query.follows);
  });

  it('one-query lists: the cap within the collection’s limit', () => {
    expect(ADVISORY_CAP).toBeLessThanOrEqual(LIMITS.query.advisoryMembers);
    expect(PHOTOS_CAP).toBeLessThanOrEqual(LIMITS.query.photos);
    expect(INSIGHTS_CAP).toBeLessThanOrEqual(LIMITS.query.insights);
    expect(TEAM_CAP).toBeLessThanOrEqual(LIMITS.query.teamMembers);
  });
});

import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const link = (href: string) => ({ kind: 'link', text: href, href });
const text = (value: string) => ({ kind: 'text', text: value });

describe('linkify', () => {
  it('keeps text as it is, markup included (it is escaped when shown)', () => {
    expect(linkify('I <b>loved</b> this & "that"')).toEqual([text('I <b>loved</b> this & "that"')]);
  });

  it('turns http and https addresses into links, with the text around them', () => {
    expect(linkify('See https://voa.example/a?b=1#c and http://old.example now')).toEqual([
      text('See '),
      link('https://voa.example/a?b=1#c'),
      text(' and '),
      link('http://old.example'),
      text(' now'),
    ]);
  });

  it('leaves the punctuation that ends a sentence, and an unopened bracket, outside the link', () => {
    expect(linkify('Read https://a.example/x. Or (https://b.example/y), please')).toEqual([
      text('Read '),
      link('https://a.example/x'),
      text('. Or ('),
      link('https://b.example/y'),
      text('), please'),
    ]);
    // A bracket the address opened is part of it.
    expect(linkify('https://en.wikipedia.org/wiki/Ake_(book)')).toEqual([
      link('https://en.wikipedia.org/wiki/Ake_(book)'),
    ]);
  });

  it('links no other scheme, and no address without a host', () => {
    expect(linkify('javascript:alert(1) data:text/html,x ftp://a.example https://')).toEqual([
      text('javascript:alert(1) data:text/html,x ftp://a.example https://'),
    ]);
  });

  it('stops an address at a quote or an angle bracket', () => {
    expect(linkify('<https://a.example/x>')).toEqual([text('<'), link('https://a.example/x'), text('>')]);
    expect(linkify('"https://a.example/"onclick=x')).toEqual([
      text('"'),
      link('https://a.example/'),
      text('"onclick=x'),
    ]);
  });

  it('marks each line break, whichever way it was typed, and keeps empty lines', () => {
    expect(linkify('one\ntwo\r\n\rthree')).toEqual([
      text('one'),
      { kind: 'break' },
      text('two'),
      { kind: 'break' },
      { kind: 'break' },
      text('three'),
    ]);
  });
});

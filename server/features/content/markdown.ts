/**
 * Markdown bodies become HTML once, when an admin saves them: markdown-it with raw HTML off (a
 * `<script>` in the source is text), then sanitize-html with an allowlist, so no script, event
 * handler, `javascript:` URL or iframe survives even if the renderer let one through.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'del',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    th: ['style'],
    td: ['style'],
    ol: ['start'],
  },
  // Table cells keep their alignment and nothing else.
  allowedStyles: {
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links to other sites open without handing them this page.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs };
    },
    // Images load when scrolled to; they never shift a line of text above them.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

export function renderMarkdown(source: string): string {
  if (!source.trim()) return '';
  return sanitizeHtml(markdown.render(source), ALLOWED).trim();
}

/** Whether the Markdown shows an image without a description (`![](/uploads/x.png)`). */
export function imagesWithoutAlt(source: string): boolean {
  const images = markdown
    .parse(source, {})
    .flatMap((token) => token.children ?? [])
    .filter((token) => token.type === 'image');
  return images.some((image) => !image.content.trim());
}

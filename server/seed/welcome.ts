/**
 * The welcome guide (`/Welcome`): sections of area `welcome`, in position order.
 *
 * How the page reads them (src/pages/Welcome):
 * - slug `intro`: `title` is the page's h1, `summary` the introduction under it (a body, if an
 *   admin writes one, follows it).
 * - slug `tips`: the "good to know" card beside the steps; `title` its heading, body a Markdown list.
 * - every other section is a step, in position order (today: register, evpi, team, enrol, attend;
 *   the slug is the step's key). `title` the step, `fields.when` when it is due (a tag beside the
 *   title), `summary` what it is about, body the checklist (a Markdown list), `attributes.to` the
 *   page that does it (a site path or an http(s) address). The action's label is the page's own
 *   for the five known steps and the step's title otherwise.
 */
import welcome, { type WelcomeContent } from './content/welcome';
import { bilingual, type ContentSeed } from './types';

const PUBLISHED_AT = '2026-09-01T00:00:00Z';

const zh = welcome['zh-CN'];
const en = welcome['en-US'];

const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

function section(
  slug: string,
  position: number,
  translations: ContentSeed['translations'],
  attributes: ContentSeed['attributes'] = {},
): ContentSeed {
  return {
    kind: 'section',
    category: 'welcome',
    slug,
    position,
    status: 'published',
    publishedAt: PUBLISHED_AT,
    attributes,
    translations,
  };
}

type Side = { content: WelcomeContent; locale: 'zh-CN' | 'en-US' };
const sides: [Side, Side] = [
  { content: zh, locale: 'zh-CN' },
  { content: en, locale: 'en-US' },
];

export function welcomeSeed(): ContentSeed[] {
  const intro = section(
    'intro',
    0,
    bilingual(...sides, ({ content, locale }) => ({
      title: locale === 'zh-CN' ? '欢迎新参赛者' : 'Welcome, new participants',
      summary: content.intro,
    })),
  );
  const steps = zh.steps.map((step, i) => {
    const english = en.steps[i];
    if (english?.key !== step.key) throw new Error(`welcome: step "${step.key}" has no English version`);
    return section(
      step.key,
      i + 1,
      bilingual(step, english, (s) => ({
        title: s.title,
        summary: s.description,
        body: list(s.checklist),
        fields: { when: s.when },
      })),
      { to: step.to },
    );
  });
  const tips = section(
    'tips',
    zh.steps.length + 1,
    bilingual(...sides, ({ content, locale }) => ({
      title: locale === 'zh-CN' ? '温馨提示' : 'Good to know',
      body: list(content.tips),
    })),
  );
  return [intro, ...steps, tips];
}

import { Link, useIntl } from '@umijs/max';
import { Card, Col, Empty, Result, Row, Skeleton, Spin, Steps, Tag } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import PageMeta from '@/features/content/PageMeta';
import ContentLink from '@/features/content/ContentLink';
import { useSections } from '@/features/content/collections';
import { Translated } from '@/components/ShownIn';
import styles from './index.less';

/** The steps whose action the page names in every language; another step's action is its title. */
const KNOWN_STEPS = ['register', 'evpi', 'team', 'enrol', 'attend'];
const INTRO = 'intro';
const TIPS = 'tips';

/** The body of one step: what it is about, what to have ready (the body), and the page that does it. */
function StepBody({ step }: { step: API.ContentItem }) {
  const intl = useIntl();
  const to = step.attributes.to;
  const slug = step.slug ?? '';
  return (
    <div className={styles.stepBody}>
      {step.summary && <Paragraph lang={step.locale}>{step.summary}</Paragraph>}
      <ContentHtml html={step.html} lang={step.locale} className={styles.checklist} />
      {typeof to === 'string' && to && (
        <ContentLink className={styles.action} href={to}>
          {KNOWN_STEPS.includes(slug) ? (
            intl.formatMessage({ id: `welcome.action.${slug}` })
          ) : (
            <span lang={step.locale}>{step.title}</span>
          )}
        </ContentLink>
      )}
    </div>
  );
}

/**
 * `/Welcome`: the way in for new participants, from registering to competing. The sections of the
 * `welcome` area: `intro` (the heading and introduction), `tips`, and the steps, in order
 * (server/seed/README.md describes them).
 */
export default function WelcomePage() {
  const intl = useIntl();
  const { data, loading } = useSections('welcome');

  const intro = data?.find((s) => s.slug === INTRO);
  const tips = data?.find((s) => s.slug === TIPS);
  const steps = data?.filter((s) => s !== intro && s !== tips) ?? [];

  let guide: React.ReactNode;
  if (!data) {
    guide = loading ? (
      <Skeleton active title={false} paragraph={{ rows: 10 }} />
    ) : (
      // The request module has already said what went wrong.
      <Result status="warning" title={intl.formatMessage({ id: 'welcome.failed' })} />
    );
  } else if (steps.length === 0) {
    guide = <Empty description={intl.formatMessage({ id: 'welcome.empty' })} />;
  } else {
    guide = (
      <Steps
        direction="vertical"
        // Every step is open to read: the list is a guide, not a progress bar.
        current={-1}
        items={steps.map((step) => ({
          key: step.id,
          status: 'process' as const,
          title: <Translated text={step.title} locale={step.locale} />,
          subTitle: step.fields.when && (
            <Tag color="blue" lang={step.locale}>
              {step.fields.when}
            </Tag>
          ),
          description: <StepBody step={step} />,
        }))}
      />
    );
  }

  return (
    <Spin spinning={loading && Boolean(data)}>
      <div className={styles.page} aria-busy={loading}>
        <PageMeta title={intro?.title} description={intro?.summary} />
        <header className={styles.header}>
          <Title level={1}>
            {intro ? (
              <Translated text={intro.title} locale={intro.locale} />
            ) : (
              intl.formatMessage({ id: 'welcome.title' })
            )}
          </Title>
          {intro?.summary && (
            <Paragraph className={styles.intro} lang={intro.locale}>
              {intro.summary}
            </Paragraph>
          )}
          {intro && <ContentHtml html={intro.html} lang={intro.locale} className={styles.intro} />}
        </header>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            <Card variant="borderless">
              <Title level={2} className={styles.sectionTitle}>
                {intl.formatMessage({ id: 'welcome.steps.title' })}
              </Title>
              {guide}
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            {tips && (
              <Card variant="borderless" className={styles.aside}>
                <Title level={2} className={styles.sectionTitle}>
                  <Translated text={tips.title} locale={tips.locale} />
                </Title>
                {tips.summary && <Paragraph lang={tips.locale}>{tips.summary}</Paragraph>}
                <ContentHtml html={tips.html} lang={tips.locale} className={styles.tips} />
              </Card>
            )}
            <Card variant="borderless" className={styles.aside}>
              <Title level={2} className={styles.sectionTitle}>
                {intl.formatMessage({ id: 'welcome.help.title' })}
              </Title>
              <ul className={styles.helpLinks}>
                <li>
                  <Link to="/Rule">{intl.formatMessage({ id: 'welcome.help.rules' })}</Link>
                </li>
                <li>
                  <Link to="/Note">{intl.formatMessage({ id: 'welcome.help.notes' })}</Link>
                </li>
                <li>
                  <Link to="/About/Contact0">{intl.formatMessage({ id: 'welcome.help.contact' })}</Link>
                </li>
              </ul>
            </Card>
          </Col>
        </Row>
      </div>
    </Spin>
  );
}

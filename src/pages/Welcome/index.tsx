import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row, Steps, Tag, Typography } from 'antd';
import React from 'react';
import { localize } from '@/content/localize';
import welcome, { type WelcomeStep } from '@/content/welcome';
import styles from './index.less';

const { Title, Paragraph } = Typography;

/** The body of one step: what it is about, what to have ready, and the page that does it. */
function StepBody({ step }: { step: WelcomeStep }) {
  const intl = useIntl();
  return (
    <div className={styles.stepBody}>
      <Paragraph>{step.description}</Paragraph>
      <ul className={styles.checklist}>
        {step.checklist.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link className={styles.action} to={step.to}>
        {intl.formatMessage({ id: `welcome.action.${step.key}` })}
      </Link>
    </div>
  );
}

/** `/Welcome`: the way in for new participants, from registering to competing. */
export default function WelcomePage() {
  const intl = useIntl();
  const content = localize(welcome, intl.locale);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Title level={1}>{intl.formatMessage({ id: 'welcome.title' })}</Title>
        <Paragraph className={styles.intro}>{content.intro}</Paragraph>
      </header>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card variant="borderless">
            <Title level={2} className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'welcome.steps.title' })}
            </Title>
            <Steps
              direction="vertical"
              // Every step is open to read: the list is a guide, not a progress bar.
              current={-1}
              items={content.steps.map((step) => ({
                key: step.key,
                status: 'process' as const,
                title: step.title,
                subTitle: <Tag color="blue">{step.when}</Tag>,
                description: <StepBody step={step} />,
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" className={styles.aside}>
            <Title level={2} className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'welcome.tips.title' })}
            </Title>
            <ul className={styles.tips}>
              {content.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Card>
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
  );
}

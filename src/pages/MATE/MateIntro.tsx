import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { mateIntroText } from '@/content/mate';

const { Title, Paragraph } = Typography;

/** The track's mission statement and key numbers, above the sections on `/MATE`. */
export default function MateIntro() {
  const intl = useIntl();
  const intro = mateIntroText(intl.locale);
  return (
    <Card variant="borderless" style={{ marginBottom: 24 }}>
      <Title level={1}>{intl.formatMessage({ id: 'mate.title' })}</Title>
      <Title level={3} type="secondary">
        {intro.title}
      </Title>
      <Paragraph>{intro.text}</Paragraph>
      <Row gutter={[16, 16]}>
        {intro.facts.map((f) => (
          <Col key={f.label} xs={12} md={6}>
            <Statistic title={f.label} value={f.value} valueStyle={{ fontSize: 20 }} />
          </Col>
        ))}
      </Row>
      <Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/Trivia/Mate">{intl.formatMessage({ id: 'mate.background' })}</Link>
      </Paragraph>
    </Card>
  );
}

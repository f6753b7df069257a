/**
 * Settings/PersonalCenter (spec 2.1, 7.1, 7.4): who the user is (user/profile), the class of
 * the institution (spec 3 KHFL), the institution's picture with its delete, the institution as
 * a manager (sys/queryGqManagerInfo) with the user's administrator right (user/admin/auth), and
 * the way to change the password.
 */
import { KeyOutlined } from '@ant-design/icons';
import { Card, Col, Row } from 'antd';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { InstPicturePanel } from '@/features/layout/inst-picture-panel';
import { ManagerClassLine } from '@/features/layout/manager-class-line';
import { ManagerInfoPanel } from '@/features/layout/manager-info-panel';
import { ProfilePanel } from '@/features/layout/profile-panel';

export default function PersonalCenterPage() {
  return (
    <Card
      title="个人中心"
      data-testid="personal-center-page"
      extra={
        <Link to={PATHS.settingsChangePass} data-testid="personal-change-password">
          <KeyOutlined /> 修改密码
        </Link>
      }
    >
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={15}>
          <ProfilePanel />
          <ManagerClassLine />
        </Col>
        <Col xs={24} lg={9}>
          <InstPicturePanel />
        </Col>
        <Col xs={24}>
          <ManagerInfoPanel />
        </Col>
      </Row>
    </Card>
  );
}

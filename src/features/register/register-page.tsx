/** Institution registration (/create, spec 2.7): the wizard lands here with issue 8. */
export default function RegisterPage() {
  return <main data-testid="register-page">机构注册</main>;
}

/** /zxbm: online sign-up for an event (spec 2.1; query id, title, ly). */
export default function SignUpPage() {
  return <div data-testid="sign-up-page">在线报名</div>;
}

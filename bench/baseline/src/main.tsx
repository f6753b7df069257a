/**
 * The bench's baseline: a bare React 19 login form (two inputs and a button, one script, no UI
 * library), the least a React login page can cost. The button carries the portal's test id so
 * the bench reads both pages' interactive time with the same probe.
 */
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <form onSubmit={onSubmit} style={{ width: 320, margin: '120px auto', fontFamily: 'sans-serif' }}>
      <h1>基金管理人服务平台</h1>
      <input
        aria-label="用户名"
        placeholder="请输入用户名"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <input
        aria-label="密码"
        type="password"
        placeholder="请输入密码"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" data-testid="login-submit">
        {sent ? '登录中' : '登录'}
      </button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<LoginForm />);

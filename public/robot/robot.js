/* The robot frame of the chat panel (public/robot/index.html): a file, not an inline script,
   so the portal's Content-Security-Policy (script-src 'self') lets it run. */
(function () {
  'use strict';

  function parentOrigin() {
    try {
      if (document.referrer) return new URL(document.referrer).origin;
    } catch {
      /* fall back to our own origin */
    }
    return location.origin;
  }

  var PARENT_ORIGIN = parentOrigin();

  function send(message) {
    if (window.parent === window) {
      say('robot', '（当前页面不在服务平台内打开，消息未发送）');
      return;
    }
    window.parent.postMessage(message, PARENT_ORIGIN);
  }

  var box = document.getElementById('messages');

  function say(who, text) {
    var p = document.createElement('div');
    p.className = 'msg ' + who;
    p.textContent = text; // never innerHTML: the question comes from outside
    box.appendChild(p);
    box.scrollTop = box.scrollHeight;
  }

  var ANSWERS = [
    {
      keys: ['发行', '成立', '募集'],
      text: '产品发行：请在“产品运营 → 产品发行”提交发行申请，上传定稿的基金合同与产品要素表，托管人约 2 个工作日完成审核。',
    },
    {
      keys: ['参数', '变更'],
      text: '参数变更：请在“产品运营 → 产品参数变更”选择变更事项并上传补充协议，托管人复核后于生效日更新。',
    },
    {
      keys: ['临时开放', '开放日'],
      text: '临时开放：请至少提前 5 个交易日在“注册登记 → 临时开放日设置”提交申请，并确认合同约定的触发情形。',
    },
    {
      keys: ['人工', '客服', '电话'],
      text: '如需人工服务，请点击下方“转人工客服”，或致电 95548-3（交易日 8:30-17:30）。',
    },
  ];

  function answer(question) {
    for (var i = 0; i < ANSWERS.length; i += 1) {
      for (var k = 0; k < ANSWERS[i].keys.length; k += 1) {
        if (question.indexOf(ANSWERS[i].keys[k]) >= 0) return ANSWERS[i].text;
      }
    }
    return '抱歉，暂时没有理解您的问题。您可以换个说法，或点击“转人工客服”。';
  }

  function ask(question) {
    var text = String(question || '')
      .trim()
      .slice(0, 200);
    if (!text) return;
    say('user', text);
    setTimeout(function () {
      say('robot', answer(text));
    }, 300);
  }

  say(
    'robot',
    '您好，我是托管服务助手，请问有什么可以帮您？可以问我：产品发行、参数变更、临时开放。',
  );

  document
    .querySelector('[data-testid="robot-login"]')
    .addEventListener('click', function () {
      send({ type: 'login' });
    });
  document
    .querySelector('[data-testid="robot-human"]')
    .addEventListener('click', function () {
      send({ type: 'human' });
    });
  document.querySelector('[data-testid="robot-link"]').addEventListener('click', function () {
    send({ type: 'link', path: '/iservice/cpgl/cpfx' });
  });
  document.getElementById('ask').addEventListener('submit', function (event) {
    event.preventDefault();
    var input = document.getElementById('question');
    ask(input.value);
    input.value = '';
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== PARENT_ORIGIN || event.source !== window.parent) return;
    var data = event.data;
    if (data && data.type === 'ask' && typeof data.question === 'string') ask(data.question);
  });

  var first = new URLSearchParams(location.search).get('q');
  if (first) ask(first);
})();

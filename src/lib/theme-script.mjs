// The pre-paint theme script, shared by the root layout and the server's Content-Security-Policy (which allows it
// by hash): plain JavaScript so that the Node server can import it without a TypeScript step.
export const THEME_SCRIPT = `(function(){try{var d=document.documentElement,p=localStorage.getItem('theme');if(p!=='light'&&p!=='dark'&&p!=='system')p='dark';var t=p==='system'?(matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'):p;d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t;}catch(e){document.documentElement.classList.add('dark');}})();`;

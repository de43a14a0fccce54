try{var s=localStorage.getItem("pm-color-scheme");if(s=="light"||s=="dark")document.documentElement.setAttribute("data-pm-color-scheme",s);}catch{}

// The table page, live: the server's WebSocket sends the page's live part whole at every change; this
// script puts it in place, runs the mover's clock between changes, turns the board without a reload,
// and reconnects by itself when the connection drops (the first message after it is the whole state).
"use strict";
(function () {
  var body = document.body;
  var table = body.getAttribute("data-table");
  if (!table) { return; }
  var seat = body.getAttribute("data-seat") === "1" ? 1 : 0;
  var live = document.getElementById("live");
  var status = document.getElementById("status");
  var socket = null, delay = 200, received = Date.now(), timer = null;
  var first = live.querySelector(".table");
  // What the page shows: the table's event number and the seat it is drawn for (the same again: no redraw).
  var shown = {seq: first ? parseInt(first.getAttribute("data-seq"), 10) : -1, seat: seat};

  function say(down) {
    status.textContent = body.getAttribute(down ? "data-down" : "data-live");
    status.className = down ? "down" : "live";
  }

  function clock(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000)), h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
    s = s % 60;
    var mm = h ? (m < 10 ? "0" : "") + m : String(m);
    return (h ? h + ":" : "") + mm + ":" + (s < 10 ? "0" : "") + s;
  }

  function tick() {
    var running = live.querySelectorAll(".clock[data-run]");
    for (var i = 0; i < running.length; i++) {
      var ms = parseInt(running[i].getAttribute("data-ms"), 10) - (Date.now() - received);
      running[i].textContent = clock(ms);
    }
  }

  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws/" + encodeURIComponent(table) + "?seat=" + seat);
    socket.onopen = function () { delay = 200; say(false); };
    socket.onmessage = function (event) {
      var data;
      try { data = JSON.parse(event.data); } catch (e) { return; }
      received = Date.now();
      if (data.seq === shown.seq && shown.seat === seat) { return; }
      shown = {seq: data.seq, seat: seat};
      live.innerHTML = data.html;
      live.setAttribute("data-seq", String(data.seq));
      tick();
    };
    socket.onclose = function () {
      say(true);
      socket = null;
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 5000);
    };
  }

  // Turning the board: the link works without the script (a new page); with it, the same page asks again.
  live.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("#flip") : null;
    if (!link) { return; }
    event.preventDefault();
    seat = 1 - seat;
    body.setAttribute("data-seat", String(seat));
    history.replaceState(null, "", "/t/" + encodeURIComponent(table) + "?seat=" + seat);
    if (socket) { socket.onclose = null; socket.close(); }
    connect();
  });

  timer = setInterval(tick, 500);
  connect();
}());

// Throwaway (not committed): a new user's check against a running `wrangler dev` (--url): two devices
// subscribed to a loopback stand-in push service, one answering 503 twice then 201; one lead; both must arrive.
import { createServer } from "node:http";
import { decrypt, makeDevice, verifyVapid } from "./lib/push-receiver.ts";
import { exampleVars } from "./lib/dev-worker.ts";

const base = process.argv[process.argv.indexOf("--url") + 1]!;
const pub = exampleVars()["VAPID_PUBLIC_KEY"]!;
const devices = { steady: await makeDevice(), flaky: await makeDevice() };
const log: string[] = [];
let flakyCalls = 0;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", async () => {
    const name = req.url!.endsWith("flaky") ? "flaky" : "steady";
    if (name === "flaky" && ++flakyCalls <= 2) {
      log.push(`${new Date().toISOString()} flaky: answered 503 (call ${flakyCalls})`);
      res.writeHead(503).end();
      return;
    }
    await verifyVapid(String(req.headers.authorization), pub, `http://${req.headers.host}`);
    const payload = await decrypt(new Uint8Array(Buffer.concat(chunks)), devices[name]);
    log.push(`${new Date().toISOString()} ${name}: received ${payload} Topic=${req.headers.topic} TTL=${req.headers.ttl}`);
    res.writeHead(201).end();
  });
});
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const port = (server.address() as { port: number }).port;
const headers = { "Content-Type": "application/json", Origin: base };
for (const [name, device] of Object.entries(devices)) {
  const r = await fetch(`${base}/api/admin/push/subscriptions`, {
    method: "POST",
    headers,
    body: JSON.stringify({ endpoint: `http://127.0.0.1:${port}/push/${name}`, expirationTime: null, keys: device.keys, label: name }),
  });
  console.log(`subscribe ${name}: ${r.status}`);
}
const sent = Date.now();
const lead = await fetch(`${base}/api/leads`, {
  method: "POST",
  headers: { ...headers, "CF-Connecting-IP": "198.51.100.77" },
  body: JSON.stringify({ form_type: "quote", submission_id: crypto.randomUUID(), name: "Maria Lopez", email: "maria.lopez.try@gmail.com", phone: "(770) 555-0142", message: "", address: "12 Peachtree Lane, Roswell, GA 30075", service_type: "exterior", project_details: "Two-story house, siding and trim.", preferred_contact: "phone", preferred_time: "", visitor_id: "try", session_id: "try", referrer: "", elapsed_ms: 20000, website: "" }),
});
console.log(`lead: ${lead.status} ${await lead.text()} at ${new Date(sent).toISOString()}`);
const deadline = Date.now() + 90_000;
while (log.filter((l) => l.includes("received")).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
for (const line of log) console.log(line);
server.close();

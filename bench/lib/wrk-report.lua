-- wrk script for bench/lib/loadgen.ts: counts responses whose status is not exactly 200 and prints
-- one machine-readable line with the run's figures (latencies in microseconds).
-- The request's method and body come from BENCH_METHOD / BENCH_BODY (GET without a body by default).
local threads = {}

wrk.method = os.getenv("BENCH_METHOD") or "GET"
local body = os.getenv("BENCH_BODY")
if body and body ~= "" then
  wrk.body = body
end

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  non200 = 0
end

function response(status, headers, body)
  if status ~= 200 then
    non200 = non200 + 1
  end
end

function done(summary, latency, requests)
  local bad = 0
  for _, thread in ipairs(threads) do
    bad = bad + thread:get("non200")
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"durationUs":%d,"non200":%d,"socketErrors":%d,"timeouts":%d,' ..
    '"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,"meanUs":%.1f}\n',
    summary.requests, summary.duration, bad, e.connect + e.read + e.write, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end

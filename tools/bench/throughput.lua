-- wrk's script for the throughput bench (tools/bench/throughput.bench.mjs): counts the answers
-- by status class and the page cache's hits (X-Cache-Status: HIT) in each thread, and prints
-- the run as one JSON line, `FAROL_WRK {...}`, when wrk is done: requests, seconds, latency
-- percentiles in microseconds, wrk's own error counts (socket errors; `status` is wrk's
-- "non-2xx or 3xx responses") and the per-class counts summed over the threads.

local threads = {}
local keys = { "s1xx", "s2xx", "s3xx", "s4xx", "s5xx", "hits" }

function setup(thread)
	table.insert(threads, thread)
end

function init(args)
	s1xx, s2xx, s3xx, s4xx, s5xx, hits = 0, 0, 0, 0, 0, 0
end

function response(status, headers, body)
	if status >= 500 then
		s5xx = s5xx + 1
	elseif status >= 400 then
		s4xx = s4xx + 1
	elseif status >= 300 then
		s3xx = s3xx + 1
	elseif status >= 200 then
		s2xx = s2xx + 1
	else
		s1xx = s1xx + 1
	end
	if headers["X-Cache-Status"] == "HIT" then
		hits = hits + 1
	end
end

function done(summary, latency, requests)
	local total = {}
	for _, key in ipairs(keys) do
		total[key] = 0
		for _, thread in ipairs(threads) do
			total[key] = total[key] + (thread:get(key) or 0)
		end
	end
	local e = summary.errors
	io.write(string.format(
		'FAROL_WRK {"requests":%d,"durationUs":%d,"bytes":%d,'
			.. '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f},'
			.. '"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d},'
			.. '"status":{"1xx":%d,"2xx":%d,"3xx":%d,"4xx":%d,"5xx":%d},"cacheHits":%d}\n',
		summary.requests, summary.duration, summary.bytes,
		latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
		e.connect, e.read, e.write, e.timeout, e.status,
		total.s1xx, total.s2xx, total.s3xx, total.s4xx, total.s5xx, total.hits
	))
end

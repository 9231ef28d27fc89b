-- Prints wrk's figures as one JSON line, with the percentiles the benchmark reports.
-- With WRK_PATHS set (a file of paths, one a line), each request picks one at random.
local paths = {}
local file = os.getenv("WRK_PATHS")
if file then
  for line in io.lines(file) do paths[#paths + 1] = line end
end

request = function()
  if #paths > 0 then
    return wrk.format(nil, paths[math.random(#paths)])
  end
  return wrk.format(nil)
end

done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"rps":%.1f,"p50":%.3f,"p95":%.3f,"p99":%.3f,"errors":%d,"non2xx":%d}\n',
    summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end

-- wrk script for bench/scale: POST /api/feedback votes on one page (VOTE_PAGE), each connection from a
-- client address of its own (X-Forwarded-For, appended to by nginx), so rate limits see many clients.
local page = os.getenv("VOTE_PAGE") or "/bench/scale"
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
end

function init(args)
  math.randomseed(id * 7919 + os.time())
end

function request()
  local address = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))
  local body = '{"page":"' .. page .. '","feedback":"negative","comment":"Load test comment of a realistic length."}'
  return wrk.format("POST", nil, {
    ["Content-Type"] = "application/json",
    ["X-Forwarded-For"] = address,
  }, body)
end

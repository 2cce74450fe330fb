# Refuses to start.
defmodule RefusingPlayer do
  use GenServer

  def init([]), do: {:stop, :not_today}
  def handle_call(_request, _from, state), do: {:reply, nil, state}
end

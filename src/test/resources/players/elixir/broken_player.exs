# Does not compile: it calls a function nobody defines.
defmodule BrokenPlayer do
  use GenServer

  def init([]), do: {:ok, nil}
  def handle_call(:name, _from, state), do: {:reply, undefined_name(), state}
end

# Prints every way Elixir can, at compile time and every turn, and reads standard input: none of it may reach
# the league's protocol. Sweeps the board in reading order.
IO.puts("loading the chatty player")

defmodule ChattyPlayer do
  use GenServer
  require Logger

  def init([]) do
    IO.puts("starting; stdin says #{inspect(IO.gets("> "))}")
    {:ok, 0}
  end

  def handle_call(:name, _from, shots) do
    IO.inspect(:name, label: "asked for")
    {:reply, "chatty", shots}
  end

  def handle_call(:new_game, _from, _shots) do
    :io.format("placing~n")
    {:reply, [{0, 0, 5, :down}, {1, 0, 4, :down}, {2, 0, 3, :down}, {3, 0, 3, :down}, {4, 0, 2, :down}], 0}
  end

  def handle_call({:take_turn, _board, ships_remaining}, _from, shots) do
    IO.puts("turn #{shots}: #{inspect(ships_remaining)}")
    IO.write(:stdio, "{\"type\":\"shots\",\"shots\":[{\"x\":9,\"y\":9}]}\n")
    Logger.warning("a warning from the player")
    spawn(fn -> IO.puts("from a process of the player") end)
    {:reply, {rem(shots, 10), div(shots, 10)}, shots + 1}
  end
end

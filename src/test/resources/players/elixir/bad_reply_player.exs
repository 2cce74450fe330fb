# Answers :take_turn with a cell in another contest's notation.
defmodule BadReplyPlayer do
  use GenServer

  def init([]), do: {:ok, nil}
  def handle_call(:name, _from, state), do: {:reply, "bad reply", state}

  def handle_call(:new_game, _from, state) do
    {:reply, [{0, 0, 5, :across}, {0, 1, 4, :across}, {0, 2, 3, :across}, {0, 3, 3, :across}, {0, 4, 2, :across}], state}
  end

  def handle_call({:take_turn, _board, _ships_remaining}, _from, state), do: {:reply, "A1", state}
end

defmodule Hunter.Targets do
  @moduledoc """
  Where to fire next, from the tracking board (a `Grid` of `:unknown`, `:hit` and `:miss`) and the cells known
  to belong to sunk ships. A hit that is not sunk is a wounded ship to finish before hunting on.
  """

  @directions [{1, 0}, {-1, 0}, {0, 1}, {0, -1}]

  def next_shot(grid, sunk, shortest), do: finish_wounded(grid, sunk) || hunt(grid, shortest)

  @doc "The cells of a ship of `length` that a shot at `cell` has just sunk: wounded cells in a line ending there."
  def ship_through(grid, sunk, {x, y} = cell, length) do
    Enum.find_value(@directions, [cell], fn {dx, dy} ->
      line = for k <- 0..(length - 1), do: {x - k * dx, y - k * dy}
      if Enum.all?(line, &wounded?(grid, sunk, &1)), do: line
    end)
  end

  defp wounded?(grid, sunk, cell), do: Grid.at(grid, cell) == :hit and not MapSet.member?(sunk, cell)

  # Past the end of a line of wounded cells first; beside a lone wounded cell otherwise.
  defp finish_wounded(grid, sunk) do
    wounded = for {:hit, cell} <- Grid.with_coordinate(grid), not MapSet.member?(sunk, cell), do: cell

    {along, beside} =
      for {x, y} <- wounded, {dx, dy} <- @directions, reduce: {[], []} do
        {along, beside} ->
          ahead = {x + dx, y + dy}

          cond do
            wounded?(grid, sunk, {x - dx, y - dy}) ->
              past = walk(grid, sunk, ahead, {dx, dy})
              if Grid.at(grid, past) == :unknown, do: {[past | along], beside}, else: {along, beside}

            Grid.at(grid, ahead) == :unknown ->
              {along, [ahead | beside]}

            true ->
              {along, beside}
          end
      end

    pick(along) || pick(beside)
  end

  defp walk(grid, sunk, {x, y} = cell, {dx, dy} = step) do
    if wounded?(grid, sunk, cell), do: walk(grid, sunk, {x + dx, y + dy}, step), else: cell
  end

  defp hunt(grid, shortest) do
    unknown = for {:unknown, cell} <- Grid.with_coordinate(grid), do: cell
    lattice = Enum.filter(unknown, fn {x, y} -> rem(x + y, shortest) == 0 end)
    pick(if lattice == [], do: unknown, else: lattice)
  end

  defp pick([]), do: nil
  defp pick(cells), do: Enum.random(cells)
end

defmodule Hunter.Fleet do
  @moduledoc "A random legal placement: ships longest first, each at a random free spot, backtracking when one finds none."

  def place(width, height, lengths) do
    fit(width, height, Enum.sort(lengths, :desc), MapSet.new()) ||
      raise "the fleet #{inspect(lengths)} does not fit #{width}x#{height}"
  end

  defp fit(_width, _height, [], _taken), do: []

  defp fit(width, height, [length | rest], taken) do
    spots = for x <- 0..(width - 1), y <- 0..(height - 1), direction <- [:across, :down], do: {x, y, direction}

    Enum.find_value(Enum.shuffle(spots), fn {x, y, direction} ->
      cells = for k <- 0..(length - 1), do: if(direction == :across, do: {x + k, y}, else: {x, y + k})

      if Enum.all?(cells, fn {cx, cy} -> cx < width and cy < height and not MapSet.member?(taken, {cx, cy}) end) do
        ships = fit(width, height, rest, MapSet.union(taken, MapSet.new(cells)))
        if ships, do: [{x, y, length, direction} | ships]
      end
    end)
  end
end

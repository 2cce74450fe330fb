defmodule Grid do
  @moduledoc """
  The square-grid helper Elixir players of the original contest framework may call, with the same functions
  and results: a grid of `size` x `size` cells, each addressed by `{x, y}` (x the column, y the row, `{0, 0}`
  the top-left cell), kept as a list of rows. Players get the tracking board as such a list of rows and
  typically wrap it with `Grid.from_list/1`.
  """

  defstruct size: 0, contents: []

  @type element :: any
  @type coordinate :: {non_neg_integer, non_neg_integer}
  @type index :: non_neg_integer
  @type t :: %Grid{size: non_neg_integer, contents: [[element]]}

  @doc "A grid of `size` x `size` cells, all holding `value`."
  @spec new(non_neg_integer, element) :: t
  def new(size, value \\ nil) when is_integer(size) and size >= 0 do
    %Grid{size: size, contents: List.duplicate(List.duplicate(value, size), size)}
  end

  @doc "Wraps a list of rows; `{:error, reason}` unless there are as many rows as each row has cells."
  @spec from_list([[element]]) :: {:ok, t} | {:error, String.t()}
  def from_list(rows) when is_list(rows) do
    side = length(rows)

    if Enum.all?(rows, &(is_list(&1) and length(&1) == side)) do
      {:ok, %Grid{size: side, contents: rows}}
    else
      {:error, "the rows do not form a square"}
    end
  end

  def from_list(_other), do: {:error, "the rows do not form a square"}

  @doc "Cuts a list of cells in reading order into a square grid; `{:error, reason}` when its length is no square."
  @spec from_flat_list([element]) :: {:ok, t} | {:error, String.t()}
  def from_flat_list(cells) when is_list(cells) do
    count = length(cells)
    side = round(:math.sqrt(count))

    cond do
      side * side != count -> {:error, "#{count} cells cannot make a square"}
      side == 0 -> {:ok, %Grid{}}
      true -> {:ok, %Grid{size: side, contents: Enum.chunk_every(cells, side)}}
    end
  end

  @doc "The length of one side."
  @spec size(t) :: non_neg_integer
  def size(%Grid{size: size}), do: size

  @doc "The number of cells: the size squared."
  @spec count(t) :: non_neg_integer
  def count(%Grid{size: size}), do: size * size

  @doc "Whether `{x, y}` is a cell of the grid."
  @spec on?(t, coordinate) :: boolean
  def on?(%Grid{size: size}, {x, y}) do
    is_integer(x) and is_integer(y) and x >= 0 and y >= 0 and x < size and y < size
  end

  @doc "The element at `{x, y}`, or `default` off the grid."
  @spec at(t, coordinate, any) :: element
  def at(%Grid{} = grid, coordinate, default \\ nil) do
    case fetch(grid, coordinate) do
      {:ok, element} -> element
      :error -> default
    end
  end

  @doc "`{:ok, element}` at `{x, y}`, or `:error` off the grid."
  @spec fetch(t, coordinate) :: {:ok, element} | :error
  def fetch(%Grid{} = grid, coordinate) do
    if on?(grid, coordinate), do: {:ok, fetch!(grid, coordinate)}, else: :error
  end

  @doc "The element at `{x, y}`; raises `Enum.OutOfBoundsError` past the end of a row or column."
  @spec fetch!(t, coordinate) :: element
  def fetch!(%Grid{contents: rows}, {x, y}) do
    rows |> Enum.fetch!(y) |> Enum.fetch!(x)
  end

  @doc "The grid with `value` at `{x, y}`; raises `Enum.OutOfBoundsError` off the grid."
  @spec replace_at(t, coordinate, element) :: t
  def replace_at(grid, coordinate, value), do: update_at(grid, coordinate, fn _ -> value end)

  @doc "The grid with the element at `{x, y}` replaced by `fun.(element)`; raises `Enum.OutOfBoundsError` off the grid."
  @spec update_at(t, coordinate, (element -> element)) :: t
  def update_at(%Grid{contents: rows} = grid, {x, y} = coordinate, fun) do
    unless on?(grid, coordinate), do: raise(Enum.OutOfBoundsError)
    %Grid{grid | contents: List.update_at(rows, y, &List.update_at(&1, x, fun))}
  end

  @doc "Every cell in reading order as `{element, {x, y}}`."
  @spec with_coordinate(t) :: [{element, coordinate}]
  def with_coordinate(%Grid{contents: rows}) do
    for {row, y} <- Enum.with_index(rows), {element, x} <- Enum.with_index(row), do: {element, {x, y}}
  end

  @doc "A grid of `fun.(element)`, or of `fun.(element, {x, y})` when `fun` takes two arguments."
  @spec map(t, (element -> element) | (element, coordinate -> element)) :: t
  def map(%Grid{contents: rows} = grid, fun) when is_function(fun, 2) do
    mapped = for {row, y} <- Enum.with_index(rows), do: for({element, x} <- Enum.with_index(row), do: fun.(element, {x, y}))
    %Grid{grid | contents: mapped}
  end

  def map(%Grid{contents: rows} = grid, fun) when is_function(fun, 1) do
    %Grid{grid | contents: Enum.map(rows, &Enum.map(&1, fun))}
  end

  @doc "The rows."
  @spec to_list(t) :: [[element]]
  def to_list(%Grid{contents: rows}), do: rows

  @doc "Every element in reading order."
  @spec to_flat_list(t) :: [element]
  def to_flat_list(%Grid{contents: rows}), do: Enum.concat(rows)

  @doc """
  `x + y`: players written for the original framework count on this exact result, which is a position in the
  flat list only on the top row or the left column.
  """
  @spec coordinate_to_index(coordinate) :: index
  def coordinate_to_index({x, y}), do: x + y

  @doc "The `{x, y}` of position `index` in the flat list of a grid of side `size` (or of the grid given)."
  @spec index_to_coordinate(t | non_neg_integer, index) :: coordinate
  def index_to_coordinate(%Grid{size: size}, index), do: index_to_coordinate(size, index)

  def index_to_coordinate(size, index) when is_integer(size) and index < size * size do
    {rem(index, size), div(index, size)}
  end
end

defimpl Enumerable, for: Grid do
  def count(grid), do: {:ok, Grid.count(grid)}
  def member?(_grid, _element), do: {:error, __MODULE__}
  def slice(_grid), do: {:error, __MODULE__}
  def reduce(grid, acc, fun), do: Enumerable.List.reduce(Grid.to_flat_list(grid), acc, fun)
end
